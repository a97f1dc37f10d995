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

/** The day of `time` in UTC, `YYYY-MM-DD`: the day certificates are judged by. */
export const utcDay = (time = Date.now()): string => new Date(time).toISOString().slice(0, 10);

const DAY_MS = 86_400_000;

/**
 * The moment the first of these certificates that is valid now expires (the start of the day
 * after its expiry day, in UTC), or undefined when none of the valid ones expires: until then,
 * a page showing them shows each one's state rightly.
 */
export function firstExpiry(certificates: { expiresOn: string | null }[], now = Date.now()): number | undefined {
  const ends = certificates
    .flatMap((certificate) => (certificate.expiresOn === null ? [] : [Date.parse(`${certificate.expiresOn}T00:00:00Z`) + DAY_MS]))
    .filter((end) => end > now);
  return ends.length === 0 ? undefined : Math.min(...ends);
}
