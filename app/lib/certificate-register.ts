/**
 * An entry of the certifications register as the public pages show it, and when a certificate
 * has expired (docs/decisions/060-certifications-register.md).
 */

/** A certificate in the page's language, with the public products it covers, by name. */
export type CertificateView = {
  id: string;
  standard: string;
  issuer: string;
  number: string;
  scope: string | null;
  issuedOn: string;
  expiresOn: string | null;
  firmwareVersion: string | null;
  documentUrl: string | null;
  expired: boolean;
  products: { name: string; slug: string }[];
};

/**
 * Whether a certificate has expired: its expiry day has passed. It is valid through its expiry
 * day; one without an expiry day never expires. `today` is a `YYYY-MM-DD` day, so that the admin
 * list and the public pages judge alike.
 */
export const isExpired = (certificate: { expiresOn: string | null }, today: string): boolean =>
  certificate.expiresOn !== null && certificate.expiresOn < today;
