import { useT } from "~/lib/i18n/translation";
import { Clock, Globe, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import type { Route } from "./+types/contact";
import { localeOf } from "~/lib/i18n/locales";
import { chatLink } from "~/components/site/shell/chat-link";
import ContactForm from "~/components/site/inquiries/contact-form.island";
import { CONTACT_TYPE_LABELS, type ContactInquiryType } from "~/components/site/inquiries/contact-types";
import { FormResult } from "~/components/site/inquiries/form-result";
import { postedAgain } from "~/components/site/inquiries/posted-form";
import { catalogFor } from "~/lib/i18n/catalogs.server";
import { createTranslator } from "~/lib/i18n/translator";
import { inquiryChatSummary } from "~/lib/inquiries/inquiry-chat-summary";
import { receivePostedInquiry } from "~/services/inquiries/inquiry-form-post.server";
import { keptRetiredProducts, keptSiteSettings } from "~/services/records/reference-reads.server";
import { retiredInQuoteLists } from "~/services/catalogue/product-lifecycle.server";
import { isDatabaseUnavailable } from "~/lib/server/database-errors.server";
import { PageHero } from "~/components/site/parts/page-hero";
import { useSiteSettings } from "~/components/site/shell/site-settings-context";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo/seo-meta";
import { CONTACT_INQUIRY_TYPES, contactInquirySchema } from "~/schemas/inquiries/inquiry-forms";
import { EmailLink, PhoneLink } from "~/components/site/inquiries/contact-links";

const isContactType = (value: string | null): value is ContactInquiryType =>
  (CONTACT_INQUIRY_TYPES as readonly (string | null)[]).includes(value);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("type");
  return { type: isContactType(requested) ? requested : "quote", retired: await retiredForQuoteList(context, params.lang) };
}

/**
 * What the quote list says of products no longer quoted. Only a note beside the form: while the
 * database cannot be reached (and nothing was kept yet) the form still shows, without it, so that
 * a post answered with "try again" keeps what the visitor typed (decision 050).
 */
async function retiredForQuoteList(context: Route.LoaderArgs["context"], lang: string | undefined) {
  try {
    return retiredInQuoteLists(await keptRetiredProducts(context), localeOf(lang));
  } catch (error) {
    if (isDatabaseUnavailable(error)) return {};
    throw error;
  }
}

/**
 * The form posted without script (its island sends it to the API): the inquiry received, and the
 * chat link with its summary for the visitor to follow; or the fields again with their errors.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const posted = await receivePostedInquiry(context, request, contactInquirySchema);
  if (posted.state === "invalid") return data(posted, { status: 400 });
  if (posted.state === "failed") return data(posted, { status: posted.status });
  const locale = localeOf(params.lang);
  const t = createTranslator(locale, catalogFor(locale));
  const { inquiry } = posted;
  const summary = inquiryChatSummary({ ...inquiry, typeLabel: t(CONTACT_TYPE_LABELS[inquiry.type]) }, t);
  const { chatPhone } = await keptSiteSettings(context);
  return { state: "sent" as const, chat: chatLink(chatPhone, summary) };
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

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const icon = "size-5";
  const t = useT();
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
          {actionData?.state === "sent" && (
            <FormResult failed={false} title={t("inquiry.chatTitle")} text={t("inquiry.chatText")}>
              <a href={actionData.chat} target="_blank" rel="noreferrer" className="font-medium underline underline-offset-2">
                {t("contact.chatOnWhatsapp")}
              </a>
            </FormResult>
          )}
          {actionData?.state === "failed" && <FormResult failed title={t("inquiry.errorTitle")} text={t("inquiry.errorText")} />}
          <ContactForm
            initialType={loaderData.type}
            chatPhone={settings.chatPhone}
            posted={postedAgain(actionData)}
            retired={loaderData.retired}
          />
        </section>
      </div>
    </main>
  );
}
