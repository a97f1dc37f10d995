/**
 * For the backup and restore tests: a site with something in every backed-up table and an
 * uploaded image with its smaller copies, an inquiry's private attachment, values that are easy to get wrong (a `json` value with
 * line breaks and its own key order, text with control characters), and the bytes of every stored
 * file to compare before and after (rows: stored-rows.ts).
 */
import { syncCsafDocuments } from "~/services/content/security/csaf/csaf-directory.server";
import { csafSiteFor } from "~/services/content/security/csaf/csaf-publication.server";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  digestRuns,
  heroSlides,
  inquiries,
  inquiryNotes,
  pendingSignIns,
  products,
  rateLimits,
  sessions,
  signInPolicy,
  staffTwoFactor,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpointSecrets,
  webhookEndpoints,
} from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed-demo-content.server";
import { newPrivateStorageKey, type FileStorage } from "~/lib/server/storage/file-storage.server";
import { inquirySchema } from "~/schemas/inquiries/inquiry";
import { submitInquiry } from "~/services/inquiries/inquiry.server";
import { createMedia } from "~/services/media/media.server";
import { updateProduct } from "~/services/catalogue/product.server";
import { replaceRecoveryCodes } from "~/services/staff/recovery-codes.server";
import { createSession } from "~/services/staff/session.server";
import { deleteHeroSlide, updateHeroSlide } from "~/services/content/hero-slide.server";
import { keptWhenDeleted } from "~/services/history/recently-deleted.server";
import { newTotpSecret } from "~/services/staff/totp.server";
import { versioned } from "~/services/history/item-versions.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { makeImage } from "./upload-test-kit";
import { createUser } from "./users";

/** Text a naive dump would break: line breaks, the JSON-sequence separator, quotes, a tab, emoji, accents. */
export const AWKWARD_TEXT = 'line one\nline two \u001e separator, "quoted" \\ backslash, tab\t, emoji 🙂, Ünïcödé';

export type SeededBackupSite = { uploadedUrl: string };

export async function seedSiteForBackup(db: Database, storage: FileStorage): Promise<SeededBackupSite> {
  await db.transaction((tx) => seedDemoContent(tx, storage));
  const admin = await createUser(db, "admin1", "admin");
  await createUser(db, "editor1", "editor");
  await createSession(db, admin.id);
  // The admin signs in with a second factor: its secret and recovery codes travel too (decision 064).
  await db.insert(staffTwoFactor).values({ userId: admin.id, secret: newTotpSecret(), enabledAt: new Date(), lastUsedStep: 59_000_000 });
  await replaceRecoveryCodes(db, admin.id);
  await db.insert(signInPolicy).values({ twoFactorRequiredFor: "admins" });
  // The CSAF directory as the first start makes it: the demo's signed documents and the signing key travel too (decision 079).
  const origin = "https://www.example.com";
  await syncCsafDocuments(db, await csafSiteFor(db, { publicUrl: origin, csafSigningKey: undefined }, origin));

  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  // A renamed product: its former slug is kept in slug_history.
  await updateProduct(db, product!.id, { slug: "renamed-demo-product" });
  // `json` keeps its text as written: line breaks, spacing and key order must come back as they were.
  await db.execute(
    sql`update ${products} set specifications = ${'{\n  "Zeta": "1",\n  "Alpha": "2 \\u00fc"\n}'}::json where id = ${product!.id}`,
  );
  // A hero slide edited (its versions) and another deleted (waiting in Recently deleted), as staff do (decision 062).
  const [edited, deleted] = await db.select({ id: heroSlides.id }).from(heroSlides).limit(2);
  await writeAs(db, admin, async (tx) => {
    await versioned(tx, "hero_slide", edited!.id, () => updateHeroSlide(tx, edited!.id, { title: AWKWARD_TEXT }));
    await keptWhenDeleted(tx, "hero_slide", deleted!.id, () => deleteHeroSlide(tx, deleted!.id));
  });
  const options = { clientAddress: "192.0.2.7", perHourPerAddress: 10, salesEmail: "sales@example.com" };
  const quote = inquirySchema.parse({
    type: "quote",
    name: "Li Wei",
    email: "li.wei@example.com",
    message: "200 units",
    productIds: [product!.id],
  });
  const { inquiry } = await submitInquiry(db, quote, options);
  // A status change writes the inquiry's status history; the pipeline's assignee, note and digest day (decision 036).
  await db.update(inquiries).set({ message: AWKWARD_TEXT, status: "processing", assignedTo: admin.id }).where(eq(inquiries.id, inquiry.id));
  await db.insert(inquiryNotes).values({ inquiryId: inquiry.id, authorId: admin.id, body: AWKWARD_TEXT });
  await db.insert(digestRuns).values({ day: "2025-03-04", inquiryCount: 1, recipient: "sales@example.com" });
  const customization = inquirySchema.parse({
    type: "customization",
    name: "Ana Souza",
    company: "Souza Security",
    email: "ana@example.com",
    projectType: "Door access for 40 sites",
    message: "We need readers that work outdoors in the rain.",
  });
  // Its drawing is a private file: a backup must carry it like the media library's.
  const drawing = Buffer.from("%PDF-1.4\n% housing drawing\n%%EOF\n");
  await submitInquiry(db, customization, {
    ...options,
    attachments: {
      storage,
      files: [
        { filename: "housing.pdf", contentType: "application/pdf", bytes: drawing, storageKey: newPrivateStorageKey("application/pdf") },
      ],
    },
  });

  // A webhook endpoint with its secret (kept by backups); it is told of inquiries from now on, and a restore announces nothing.
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ name: "CRM", url: "http://127.0.0.1:9/hook", events: ["inquiry.received", "content.published"], allowPrivateNetwork: true })
    .returning();
  await db.insert(webhookEndpointSecrets).values({ endpointId: endpoint!.id, secret: "whsec_a-secret-kept-by-backups" });
  const image = await makeImage("png", 1600, 900);
  const media = await createMedia(db, storage, { filename: "lobby reader.png", bytes: image, kind: "image", uploadedBy: admin.id });
  return { uploadedUrl: media.url };
}

/** Every stored file's bytes by key. */
export async function snapshotFiles(storage: FileStorage): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const key of (await storage.list()).sort()) {
    const stored = await storage.get(key);
    files[key] = Buffer.from(await new Response(stored!.body).arrayBuffer());
  }
  return files;
}

/** Rows of the tables a backup leaves out (sign-ins, pending ones, rate limits, webhook deliveries and their attempts). */
export async function countUnsavedRows(db: Database): Promise<number> {
  const { rows } = (await db.execute(
    sql`select (select count(*) from ${sessions}) + (select count(*) from ${pendingSignIns}) + (select count(*) from ${rateLimits})
             + (select count(*) from ${webhookDeliveries}) + (select count(*) from ${webhookAttempts}) as total`,
  )) as unknown as { rows: { total: string | number }[] };
  return Number(rows[0]!.total);
}
