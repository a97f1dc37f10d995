/**
 * The media library's descriptions as public pages use them: for each item that has an alt text,
 * a caption or a replaced file, what a page in one language shows (app/lib/image-descriptions.ts).
 * Read whole, once per change of the content (reference-reads.server.ts), not once per image.
 */
import { gt, ne, or, isNotNull } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { media } from "~/db/schema";
import { localizedContent } from "~/lib/content-translations";
import type { Locale } from "~/lib/i18n/locales";
import type { ImageDescriptions } from "~/lib/image-descriptions";

export async function readImageDescriptions(db: Queryable, locale: Locale): Promise<ImageDescriptions> {
  const rows = await db
    .select({ url: media.url, altText: media.altText, caption: media.caption, translations: media.translations, version: media.version })
    .from(media)
    .where(or(isNotNull(media.altText), isNotNull(media.caption), ne(media.translations, {}), gt(media.version, 1)));
  const descriptions: ImageDescriptions = {};
  for (const row of rows) {
    const { altText, caption, version } = localizedContent(row, locale, "media");
    descriptions[row.url] = { alt: altText, caption, version };
  }
  return descriptions;
}
