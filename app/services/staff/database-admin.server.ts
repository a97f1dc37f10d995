/**
 * "Populate Demo Data" and "Clear All Data" of the admin's Database screen, and the bulk seed of
 * scale tests. Each runs in one transaction, so a failure half-way changes nothing.
 */
import type { Queryable } from "~/db/client.server";
import {
  caseStudies,
  categories,
  certificates,
  companyInfo,
  deletedItems,
  distributors,
  heroSlides,
  inquiries,
  inquiryAttachments,
  itemVersions,
  newsArticles,
  products,
  resources,
  securityAdvisories,
  solutions,
} from "~/db/schema";
import { seedBulkContent, type BulkCounts } from "~/db/seed/bulk-content.server";
import { seedDemoContent, type SeedCounts } from "~/db/seed/seed-demo-content.server";
import { announceNoWebhooks } from "../webhooks/quiet-writes.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";

/** The demo's downloads go into `storage`, like uploads. */
export function seedDatabase(db: Queryable, storage: FileStorage): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    await announceNoWebhooks(tx);
    return seedDemoContent(tx, storage);
  });
}

/** `npm run seed:bulk`: `productCount` generated products and the content in proportion, announced to no webhook. */
export function seedBulkDatabase(db: Queryable, productCount: number): Promise<BulkCounts> {
  return db.transaction(async (tx) => {
    await announceNoWebhooks(tx);
    return seedBulkContent(tx, productCount);
  });
}

/**
 * Removes all content with its versions and recently deleted items (decision 062), and every
 * inquiry. Staff accounts, their sessions, the media library, the site settings, the activity
 * log, the mail outbox, the rate limits and the webhooks stay; neither announces anything to the
 * webhooks. DELETE rather than TRUNCATE:
 * truncating inquiries would cascade into the mail outbox, which keeps its messages. Answers the
 * storage keys of the inquiries' attachments, for the caller to remove once this has committed.
 */
export async function clearDatabase(db: Queryable): Promise<string[]> {
  return db.transaction(async (tx) => {
    await announceNoWebhooks(tx);
    const attachments = await tx.delete(inquiryAttachments).returning({ key: inquiryAttachments.storageKey });
    for (const table of [
      securityAdvisories,
      caseStudies,
      products,
      resources,
      categories,
      solutions,
      newsArticles,
      heroSlides,
      distributors,
      certificates,
      companyInfo,
      itemVersions,
      deletedItems,
      inquiries,
    ]) {
      await tx.delete(table);
    }
    return attachments.map((attachment) => attachment.key);
  });
}
