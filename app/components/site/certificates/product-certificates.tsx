/**
 * A product page's certificates (docs/decisions/060-certifications-register.md): those of the
 * register that cover the product, and the way to the whole register. Nothing when there are none.
 */
import { ArrowRight } from "lucide-react";
import type { CertificateView } from "~/lib/certificate-register";
import { useT } from "~/lib/i18n/translation";
import { Link } from "../shell/localized-link";
import { CertificateCard } from "./certificate-card";

export function ProductCertificates({ certificates }: { certificates: CertificateView[] }) {
  const t = useT();
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby="product-certificates" className="mt-12 grid gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="product-certificates" className="text-2xl font-semibold tracking-tight">
          {t("certificates.productHeading")}
        </h2>
        <Link
          to="/certifications"
          className="inline-flex items-center gap-1 text-sm font-medium text-[var(--link)] underline-offset-4 hover:underline"
        >
          {t("certificates.wholeRegister")} <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      </div>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {certificates.map((certificate) => (
          <CertificateCard key={certificate.id} certificate={certificate} withProducts={false} />
        ))}
      </div>
    </section>
  );
}
