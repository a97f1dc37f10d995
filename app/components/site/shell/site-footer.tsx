import type { TextKey } from "~/lib/i18n/translator";
import { useT } from "~/lib/i18n/translation";
import { Globe, Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import type { SiteSettingsInput } from "~/schemas/content/site-settings";
import { BrandMark } from "./brand-mark";
import { ChatButton } from "./chat-button";
import { chatLink } from "./chat-link";
import { SOCIAL_NETWORK_NAMES, SocialIcon } from "./social-icon";
import { EmailLink, PhoneLink } from "../inquiries/contact-links";

const QUICK_LINKS: FooterLink[] = [
  { to: "/solutions", label: "nav.solutions" },
  { to: "/products", label: "nav.products" },
  { to: "/resources", label: "footer.resources" },
  { to: "/where-to-buy", label: "nav.whereToBuy" },
  { to: "/about", label: "footer.aboutUs" },
  { to: "/certifications", label: "certificates.title" },
  { to: "/contact", label: "nav.contact" },
];

const SUPPORT_LINKS: FooterLink[] = [
  { to: "/resources?type=tutorial", label: "resource.tab.tutorial" },
  { to: "/resources?type=documentation", label: "resource.type.documentation" },
  { to: "/support", label: "footer.technicalSupport" },
  { to: "/security", label: "security.title" },
  { to: "/lifecycle", label: "lifecycle.page.title" },
];

/** docs/behaviour/public-site.md §9: the copyright year shown is 2025. */
const COPYRIGHT_YEAR = 2025;

type FooterLink = { to: string; label: TextKey };

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 grid gap-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ settings }: { settings: SiteSettingsInput }) {
  const t = useT();
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to="/" className="flex items-center gap-2 font-semibold text-white">
            <BrandMark className="size-8" />
            {settings.companyName}
          </Link>
          <p className="mt-4 text-sm leading-6">{settings.companyDescription}</p>
          <ul className="mt-6 flex gap-3">
            {settings.socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  aria-label={SOCIAL_NETWORK_NAMES[link.network]}
                  className="flex size-9 items-center justify-center rounded-md border border-white/15 hover:border-white/40 hover:text-white"
                >
                  <SocialIcon network={link.network} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title={t("footer.quickLinks")} links={QUICK_LINKS} />
        <LinkList title={t("footer.support")} links={SUPPORT_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white">{t("nav.contact")}</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            {[settings.salesEmail, settings.supportEmail].map((email) => (
              <li key={email} className="flex items-center gap-2">
                <Mail className="size-4 shrink-0" aria-hidden />
                <EmailLink email={email} className="break-all hover:text-white" />
              </li>
            ))}
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0" aria-hidden />
              <PhoneLink phone={settings.phone} className="hover:text-white" />
            </li>
            <li className="flex items-center gap-2">
              <MessageCircle className="size-4 shrink-0" aria-hidden />
              <a href={chatLink(settings.chatPhone)} target="_blank" rel="noreferrer" className="hover:text-white">
                WhatsApp {settings.chatPhone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Globe className="size-4 shrink-0" aria-hidden />
              <a href={settings.website} className="break-all hover:text-white">
                {settings.website.replace(/^https?:\/\//, "")}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          {t("footer.copyright", { year: COPYRIGHT_YEAR, company: settings.companyName })}
        </p>
      </div>
      {/* Fixed in the corner of every page, but within a landmark like all content (axe-core's region rule). */}
      <ChatButton chatPhone={settings.chatPhone} />
    </footer>
  );
}
