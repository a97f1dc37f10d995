import { useT } from "~/lib/i18n/translation";
import { Globe, Mail, MessageCircle } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import { buttonVariants } from "~/components/ui/button";
import type { SiteSettingsInput } from "~/schemas/content/site-settings";
import { chatLink } from "../shell/chat-link";
import { EmailLink } from "../inquiries/contact-links";

const contactLink = "inline-flex items-center gap-2 break-all text-slate-200 underline-offset-4 hover:text-white hover:underline";

/** The about page's closing call to action, with the company's website, e-mail and chat number. */
export function AboutContactBand({ settings }: { settings: SiteSettingsInput }) {
  const t = useT();
  return (
    <section className="bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-semibold tracking-tight">{t("about.partnerTitle", { company: settings.companyName })}</h2>
            <p className="mt-3 text-slate-300">{t("about.partnerText")}</p>
          </div>
          <div className="flex flex-wrap gap-4">
            <Link to="/contact" className={buttonVariants({ size: "lg", variant: "accent" })}>
              {t("actions.contactUs")}
            </Link>
            <Link to="/products" className={buttonVariants({ size: "lg", variant: "inverse" })}>
              {t("actions.viewProducts")}
            </Link>
          </div>
        </div>
        <ul className="mt-10 grid gap-4 border-t border-white/15 pt-8 text-sm sm:grid-cols-3" aria-label={t("about.contactDetails")}>
          <li>
            <a href={settings.website} className={contactLink}>
              <Globe className="size-4 shrink-0" aria-hidden />
              {settings.website.replace(/^https?:\/\//, "")}
            </a>
          </li>
          <li>
            <EmailLink email={settings.salesEmail} className={contactLink} icon={<Mail className="size-4 shrink-0" aria-hidden />} />
          </li>
          <li>
            <a href={chatLink(settings.chatPhone)} target="_blank" rel="noreferrer" className={contactLink}>
              <MessageCircle className="size-4 shrink-0" aria-hidden />
              WhatsApp {settings.chatPhone}
              <span className="sr-only"> {t("common.newTab")}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
