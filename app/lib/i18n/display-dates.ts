/**
 * Publication dates in the page's language, in UTC so that the server and the browser print the
 * same day. Cards use the short form (English "Mar 05, 2024", docs/behaviour/public-site.md §9), the article the
 * long one ("March 18, 2025").
 */
const SHORT: Intl.DateTimeFormatOptions = { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" };
const LONG: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" };

/** English dates are written the American way, as the specification shows them. */
const dateLocale = (locale: string) => (locale === "en" ? "en-US" : locale);

/** The ISO date for a `<time dateTime>` attribute. */
export const isoDate = (date: Date | string) => new Date(date).toISOString();
export const formatNewsDate = (date: Date | string, locale: string) => new Date(date).toLocaleDateString(dateLocale(locale), SHORT);
export const formatNewsDateLong = (date: Date | string, locale: string) => new Date(date).toLocaleDateString(dateLocale(locale), LONG);
