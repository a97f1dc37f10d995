import { useTranslation } from "react-i18next";
import { Clock, Globe, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { Route } from "./+types/contact";
import type { CatalogPath } from "~/lib/i18n/catalog-sections";
import { translationsFor } from "~/lib/i18n/catalogs.server";
import { localeOf } from "~/lib/i18n/locales";
import { chatLink } from "~/components/site/chat-link";
import { ContactForm, type ContactInquiryType } from "~/components/site/contact-form";
import { PageHero } from "~/components/site/page-hero";
import { useSiteSettings } from "~/components/site/site-settings-context";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo/seo-meta";
import { CONTACT_INQUIRY_TYPES } from "~/schemas/inquiry";
import { EmailLink, PhoneLink } from "~/components/site/contact-links";

const isContactType = (value: string | null): value is ContactInquiryType =>
  (CONTACT_INQUIRY_TYPES as readonly (string | null)[]).includes(value);

/** The contact page's texts: its details, the inquiry form with its validation messages, quote list, result messages and chat summary. */
export const CATALOG_SECTIONS = [
  "meta.contact",
  "contact",
  "inquiry",
  "quote",
  "validation",
  "chat",
  "form.requiredNote",
  "form.fullName",
  "form.email",
  "form.phone",
  "form.company",
  "form.country",
  "form.message",
  "form.messagePlaceholder",
  "form.submitting",
  "form.submit",
] satisfies CatalogPath[];

export function loader({ request, params }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("type");
  return { translations: translationsFor(localeOf(params.lang), CATALOG_SECTIONS), type: isContactType(requested) ? requested : "quote" };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "meta.contact");

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-[var(--accent)]">{icon}</span>
      <span>
        <span className="block text-sm text-[var(--muted-foreground)]">{label}</span>
        <span className="font-medium break-words">{children}</span>
      </span>
    </li>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const icon = "size-5";
  const { t } = useTranslation();
  return (
    <main>
      <PageHero eyebrow={t("contact.eyebrow")} title={t("contact.title")}>
        {t("contact.intro")}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <aside className="grid content-start gap-6">
          <section className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
            <h2 className="text-lg font-semibold">{t("contact.information")}</h2>
            <ul className="mt-5 grid gap-4">
              <ContactLine icon={<Mail className={icon} aria-hidden />} label={t("contact.sales")}>
                <EmailLink email={settings.salesEmail} className="hover:underline" />
              </ContactLine>
              <ContactLine icon={<Mail className={icon} aria-hidden />} label={t("contact.support")}>
                <EmailLink email={settings.supportEmail} className="hover:underline" />
              </ContactLine>
              <ContactLine icon={<Phone className={icon} aria-hidden />} label={t("contact.phone")}>
                <PhoneLink phone={settings.phone} className="hover:underline" />
              </ContactLine>
              <ContactLine icon={<MessageCircle className={icon} aria-hidden />} label={t("contact.whatsapp")}>
                <a href={chatLink(settings.chatPhone)} target="_blank" rel="noreferrer" className="hover:underline">
                  {settings.chatPhone}
                </a>
              </ContactLine>
              <ContactLine icon={<Globe className={icon} aria-hidden />} label={t("contact.website")}>
                <a href={settings.website} className="hover:underline">
                  {settings.website.replace(/^https?:\/\//, "")}
                </a>
              </ContactLine>
              <ContactLine icon={<MapPin className={icon} aria-hidden />} label={t("contact.address")}>
                {settings.address}
              </ContactLine>
            </ul>
          </section>
          <section className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Clock className={`${icon} text-[var(--accent)]`} aria-hidden /> {t("contact.businessHours")}
            </h2>
            <ul className="mt-4 grid gap-2 text-sm">
              {settings.businessHours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section className="rounded-xl bg-emerald-700 p-6 text-white shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <MessageCircle className={icon} aria-hidden /> {t("contact.whatsappSupport")}
            </h2>
            <p className="mt-2 text-sm text-emerald-50">{t("contact.whatsappText")}</p>
            <a
              href={chatLink(settings.chatPhone)}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ className: "mt-4 bg-white text-emerald-800 hover:bg-emerald-50" })}
            >
              {t("contact.chatOnWhatsapp")}
            </a>
          </section>
        </aside>
        <section className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:p-8">
          <h2 className="text-2xl font-semibold tracking-tight">{t("contact.sendInquiry")}</h2>
          <p className="mt-2 mb-8 text-[var(--muted-foreground)]">{t("form.requiredNote")}</p>
          <ContactForm key={loaderData.type} initialType={loaderData.type} chatPhone={settings.chatPhone} />
        </section>
      </div>
    </main>
  );
}
