/**
 * One certificate of the register (docs/decisions/060-certifications-register.md): its standard
 * and issuing body, number, scope, issue and expiry days (an expired one marked), the firmware
 * tested, the products it covers and a link to its PDF. The register lists the products; a
 * product's own page leaves them out (`withProducts`).
 */
import { LibraryFileLink } from "../parts/library-file-link";
import { BadgeCheck, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import type { CertificateView } from "~/lib/certificate-register";
import { formatNewsDateLong } from "~/lib/i18n/display-dates";
import { useLocale, useT } from "~/lib/i18n/translation";
import { cn } from "~/lib/cn";
import { Link } from "../shell/localized-link";

/** A term and its value; `wide` ones take the whole row, so that a long number is never cut mid-word. */
function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn("grid gap-0.5", wide && "col-span-2")}>
      <dt className="text-xs font-medium text-[var(--muted-foreground)]">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

export function CertificateCard({ certificate, withProducts }: { certificate: CertificateView; withProducts: boolean }) {
  const t = useT();
  const locale = useLocale();
  const day = (date: string) => <time dateTime={date}>{formatNewsDateLong(date, locale)}</time>;
  return (
    <article
      aria-labelledby={`certificate-${certificate.id}`}
      className={cn(
        "grid content-start gap-4 rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm",
        certificate.expired && "border-dashed",
      )}
    >
      <header className="flex items-start gap-3">
        <BadgeCheck
          className={cn("mt-0.5 size-6 shrink-0", certificate.expired ? "text-[var(--muted-foreground)]" : "text-[var(--accent)]")}
          aria-hidden
        />
        <div className="grid gap-1">
          <h3 id={`certificate-${certificate.id}`} className="font-semibold leading-snug">
            {certificate.standard} {certificate.expired && <Badge className="ms-1 align-middle">{t("certificates.expired")}</Badge>}
          </h3>
          <p className="text-sm text-[var(--muted-foreground)]">{certificate.issuer}</p>
        </div>
      </header>
      {certificate.scope && <p className="text-sm leading-6">{certificate.scope}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Detail term={t("certificates.number")} wide>
          <span className="break-words">{certificate.number}</span>
        </Detail>
        <Detail term={t("certificates.issued")}>{day(certificate.issuedOn)}</Detail>
        <Detail term={t("certificates.expires")}>{certificate.expiresOn ? day(certificate.expiresOn) : t("certificates.noExpiry")}</Detail>
        <Detail term={t("certificates.firmware")} wide>
          {certificate.firmwareVersion ?? t("certificates.notStated")}
        </Detail>
      </dl>
      {withProducts && certificate.products.length > 0 && (
        <div className="grid gap-1.5">
          <h4 className="text-xs font-medium text-[var(--muted-foreground)]">{t("certificates.products")}</h4>
          <ul className="flex flex-wrap gap-2">
            {certificate.products.map((product) => (
              <li key={product.slug}>
                <Link
                  to={`/products/${product.slug}`}
                  className="text-sm font-medium text-[var(--link)] underline-offset-4 hover:underline"
                >
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {certificate.documentUrl && (
        <LibraryFileLink
          href={certificate.documentUrl}
          className="inline-flex items-center gap-2 text-sm font-medium text-[var(--link)] underline-offset-4 hover:underline"
        >
          <FileText className="size-4" aria-hidden />
          {t("certificates.pdf", { number: certificate.number })}
        </LibraryFileLink>
      )}
    </article>
  );
}
