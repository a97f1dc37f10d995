/**
 * One partner of the "Where to buy" directory: tier, company, where it is, its notes, and its
 * contacts as links (mailto, tel, and its website in a new tab). What staff typed is isolated
 * (bdi), and addresses and numbers read left to right, so a right-to-left page keeps them whole.
 */
import { useT } from "~/lib/i18n/translation";
import { Globe, Mail, MapPin, Phone, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import type { PartnerTier } from "~/lib/domain-values";
import { EmailLink, PhoneLink } from "../inquiries/contact-links";

/** What a card shows: the row as the page's language names its country. */
export type DistributorCardView = {
  id: string;
  companyName: string;
  countryName: string;
  tier: PartnerTier;
  contactName: string | null;
  email: string;
  phone: string | null;
  website: string | null;
  address: string | null;
  city: string;
  notes: string | null;
};

const TIER_BADGE: Record<PartnerTier, string> = {
  platinum: "border-navy-700 bg-navy-900 text-white dark:border-slate-300 dark:bg-slate-100 dark:text-navy-950",
  gold: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200",
  authorised: "",
};

/** A website as people say it: without the scheme, "www." and a trailing slash. */
const shownAddress = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 shrink-0 text-[var(--accent)]">{icon}</span>
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </li>
  );
}

export function DistributorCard({ distributor }: { distributor: DistributorCardView }) {
  const t = useT();
  const icon = "size-4";
  const link = "font-medium hover:underline";
  return (
    <article className="flex flex-col rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
      <Badge className={`self-start ${TIER_BADGE[distributor.tier]}`}>{t(`distributor.tier.${distributor.tier}`)}</Badge>
      <h3 className="mt-3 text-lg leading-snug font-semibold">
        <bdi>{distributor.companyName}</bdi>
      </h3>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-[var(--muted-foreground)]">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {distributor.address && <bdi className="block">{distributor.address}</bdi>}
          <bdi>{distributor.city}</bdi>, {distributor.countryName}
        </span>
      </p>
      {distributor.notes && (
        <p className="mt-3 text-sm leading-6">
          <bdi>{distributor.notes}</bdi>
        </p>
      )}
      <div className="mt-auto pt-5">
        <ul className="grid gap-2 border-t border-[var(--border)] pt-4 text-sm">
          {distributor.contactName && (
            <ContactLine icon={<UserRound className={icon} aria-hidden />}>
              <span className="sr-only">{t("whereToBuy.contactPerson")}: </span>
              <bdi>{distributor.contactName}</bdi>
            </ContactLine>
          )}
          <ContactLine icon={<Mail className={icon} aria-hidden />}>
            <EmailLink email={distributor.email} className={link} />
          </ContactLine>
          {distributor.phone && (
            <ContactLine icon={<Phone className={icon} aria-hidden />}>
              <PhoneLink phone={distributor.phone} className={link} />
            </ContactLine>
          )}
          {distributor.website && (
            <ContactLine icon={<Globe className={icon} aria-hidden />}>
              <a href={distributor.website} target="_blank" rel="noopener" dir="ltr" className={link}>
                {shownAddress(distributor.website)}
                <span className="sr-only"> {t("common.newTab")}</span>
              </a>
            </ContactLine>
          )}
        </ul>
      </div>
    </article>
  );
}
