/**
 * docs/behaviour/admin-area.md §2 and §5: a slug from a name or title: lower case, every run of characters
 * other than letters and digits becomes one hyphen, hyphens at either end are trimmed. Accents
 * are folded first ("Café" -> "cafe"), so the result always passes the slug rule of the schemas.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
