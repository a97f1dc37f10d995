/**
 * A stored file's size on its version (decision 057), in the page's language: rounded for
 * reading and exact for checking, "24.6 MB (25,801,234 bytes)". Kilobytes and megabytes are of
 * 1,024, as the admin area counts them.
 */
const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * KILOBYTE;

const unitFormat = (locale: string, unit: string, unitDisplay: "short" | "long") =>
  new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay, maximumFractionDigits: 1 });

export function formatDownloadSize(bytes: number, locale: string): string {
  const exact = unitFormat(locale, "byte", "long").format(bytes);
  if (bytes < KILOBYTE) return exact;
  const rounded =
    bytes >= MEGABYTE
      ? unitFormat(locale, "megabyte", "short").format(bytes / MEGABYTE)
      : unitFormat(locale, "kilobyte", "short").format(bytes / KILOBYTE);
  return `${rounded} (${exact})`;
}
