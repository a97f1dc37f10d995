/**
 * Links that call or write to the company or a partner. The number or address keeps its left-to-
 * right order on every page: in Arabic text "+86 755 …" would otherwise be reordered by the
 * bidirectional algorithm into "… 755 86+". A `tel:` address holds only digits and the plus.
 */
import type { ReactNode } from "react";

type ContactLinkProps = { className?: string; icon?: ReactNode };

export function PhoneLink({ phone, className, icon }: ContactLinkProps & { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={className}>
      {icon}
      <span dir="ltr">{phone}</span>
    </a>
  );
}

export function EmailLink({ email, className, icon }: ContactLinkProps & { email: string }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      {icon}
      <span dir="ltr">{email}</span>
    </a>
  );
}
