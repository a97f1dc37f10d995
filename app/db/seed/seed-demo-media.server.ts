/**
 * The media library's rows for the described demo pictures (demo-media.ts): each file of
 * public/demo/ with its real size, checksum and dimensions, and its alt text and caption. Seeding
 * again rewrites the descriptions of those rows and adds none.
 */
import { readFileSync } from "node:fs";
import type { Queryable } from "~/db/client.server";
import { media } from "~/db/schema";
import { knownImageSize } from "~/lib/responsive-image";
import { sha256Of } from "~/lib/server/checksums.server";
import { installedFile } from "~/lib/server/install-folder.server";
import { demoMedia } from "./demo-media";

export async function seedDemoMedia(tx: Queryable): Promise<void> {
  for (const { file, altText, caption = null, translations } of demoMedia) {
    const url = `/demo/${file}`;
    const size = knownImageSize(url);
    if (!size) throw new Error(`A demo picture without a known size: ${file}`);
    const bytes = readFileSync(installedFile("public", "demo", file));
    const description = { altText, caption, translations };
    await tx
      .insert(media)
      .values({ url, filename: file, contentType: "image/webp", size: bytes.byteLength, sha256: sha256Of(bytes), ...size, ...description })
      .onConflictDoUpdate({ target: media.url, set: description });
  }
}
