/**
 * Publication dates, in UTC so that the server and the browser print the same day.
 * Cards use the short form ("Mar 05, 2024", public-site.md §9), the article the long one ("March 18, 2025").
 */
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The ISO date for a `<time dateTime>` attribute. */
export const isoDate = (date: Date | string) => new Date(date).toISOString();
export const formatNewsDate = (date: Date | string) => shortDate.format(new Date(date));
export const formatNewsDateLong = (date: Date | string) => longDate.format(new Date(date));
