/**
 * How to report a vulnerability (/security/report, decision 059): the security e-mail and the
 * acknowledgement time of the site settings, in the page's language; security.txt's Policy.
 */
import { Mail } from "lucide-react";
import type { Route } from "./+types/security-report";
import { PageHero } from "~/components/site/parts/page-hero";
import { Link } from "~/components/site/shell/localized-link";
import { useSiteSettings } from "~/components/site/shell/site-settings-context";
import { useT } from "~/lib/i18n/translation";
import { SECURITY_PATH } from "~/lib/security/security-addresses";
import { pageMeta } from "~/lib/seo/seo-meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "meta.securityReport");

const EMAIL_MARK = "\u0000";
const REPORT_ITEMS = ["security.reportItems.product", "security.reportItems.steps", "security.reportItems.contact"] as const;

export default function SecurityReportPage() {
  const settings = useSiteSettings();
  const t = useT();
  const email = settings.securityEmail;
  // The address goes where the language puts it in the sentence, as a link.
  const [before, after] = t("security.reportHow", { email: EMAIL_MARK }).split(EMAIL_MARK);
  return (
    <main>
      <PageHero eyebrow={t("security.eyebrow")} title={t("security.reportTitle")}>
        {t("security.reportIntro")}
      </PageHero>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 leading-7 sm:px-6 lg:px-8">
        {email ? (
          <>
            <p>
              {before}
              <a href={`mailto:${email}`} className="inline-flex items-center gap-1 font-medium text-[var(--link)] hover:underline">
                <Mail className="size-4" aria-hidden /> {email}
              </a>
              {after}
            </p>
            <ul className="list-disc ps-6">
              {REPORT_ITEMS.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            <Link to="/contact" className="font-medium text-[var(--link)] hover:underline">
              {t("security.reportNoEmail")}
            </Link>
          </p>
        )}
        <p>{t("security.reportAcknowledge", { days: settings.securityAcknowledgeDays })}</p>
        <p className="text-[var(--muted-foreground)]">{t("security.reportDisclosure")}</p>
        <p>
          <Link to={SECURITY_PATH} className="font-medium text-[var(--link)] hover:underline">
            {t("security.title")}
          </Link>
        </p>
      </div>
    </main>
  );
}
