/**
 * Inquiries: the public forms' submissions and the staff calls on them. A submission is stored in
 * one transaction with its notification in the mail outbox (decision 012), its quote lines and
 * the customer's confirmation (decision 030) and its files (decision 035); spam is stored with its
 * reason and notifies no one until restored (decision 029).
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";
import { inquiries, mailOutbox, products } from "~/db/schema";
import type { InquiryStatus, InquiryType, SpamReason } from "~/lib/domain-values";
import { conflict, tooManyRequests } from "~/lib/server/http-errors.server";
import type { InquiryInput, InquiryListQuery } from "~/schemas/inquiries/inquiry";
import { attachmentLines, storeAttachments } from "./inquiry-attachments.server";
import { inquiryFilterConditions } from "./inquiry-filters.server";
import { findItems, insertItems, itemLine, requestedItems, resolveItems, type InquiryItem } from "./inquiry-items.server";
import type { PendingAttachment } from "./inquiry-upload.server";
import { queueQuoteConfirmation } from "./quote-confirmation.server";
import { hitRateLimit } from "../staff/rate-limit.server";
import { foundRow, rowId, updateRowById } from "../records/row-by-id.server";
import { getSiteSettings } from "../content/site-settings.server";
import { spamReasonOf } from "./spam-check.server";

export type Inquiry = typeof inquiries.$inferSelect;
/** What the public learns about its submission. */
export type SubmittedInquiry = Pick<Inquiry, "id" | "type" | "status" | "createdAt">;
export type QueuedNotification = { recipient: string; subject: string };
export type SubmitInquiryOptions = {
  clientAddress: string;
  perHourPerAddress: number;
  salesEmail: string;
  /** The minimum fill time (decision 029); left out, the fill time is not judged. */
  minFillSeconds?: number;
  /** The time the submission arrived, to judge its form token by; left out, the clock's. */
  now?: number;
  /** The checked files of a customization inquiry, stored with it (a spam-caught one too). */
  attachments?: { storage: FileStorage; files: PendingAttachment[] };
};

/** A product an inquiry asks about, as the admin's detail view links to it. */
export type InquiryProduct = { id: string; name: string; productCode: string; slug: string };
/** One inquiry for staff, with the products it names and its lines (quantities and notes). */
export type InquiryDetail = Inquiry & { products: InquiryProduct[]; items: InquiryItem[] };

const INQUIRY_NOT_FOUND = "Inquiry not found";
const RATE_LIMIT_WINDOW_SECONDS = 60 * 60;
const DEFAULT_PAGE_SIZE = 1000;

/** How mails name each type of inquiry. */
export const TYPE_LABELS: Record<InquiryType, string> = {
  quote: "quote request",
  distributor: "distributor application",
  demo: "demo request",
  customization: "customization inquiry",
};

export async function submitInquiry(
  db: Queryable,
  input: InquiryInput,
  options: SubmitInquiryOptions,
): Promise<{
  inquiry: SubmittedInquiry;
  spamReason: SpamReason | null;
  notification: QueuedNotification | null;
  confirmed: boolean;
}> {
  const rateLimit = await hitRateLimit(db, `inquiry:address:${options.clientAddress}`, {
    limit: options.perHourPerAddress,
    windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!rateLimit.allowed) {
    throw tooManyRequests("Too many inquiries from your address; please try again later", rateLimit.retryAfterSeconds);
  }

  const { website, formToken, ...fields } = input;
  const contact = fields.type === "customization" ? null : fields;
  const { items: _lines, language, ...stored } = contact ?? { ...fields, items: undefined, language: undefined };
  const requested = contact ? requestedItems(contact) : [];
  return db.transaction(async (tx) => {
    const items = await resolveItems(tx, requested, { sentAsItems: contact?.items !== undefined, quote: contact?.type === "quote" });
    const spamReason = await spamReasonOf(
      tx,
      { website, formToken, email: fields.email },
      { minFillSeconds: options.minFillSeconds ?? 0, now: options.now ?? Date.now() },
    );
    const [inquiry] = await tx
      .insert(inquiries)
      .values({ ...stored, productIds: requested.map((item) => item.productId), isSpam: spamReason !== null, spamReason })
      .returning();
    await insertItems(tx, inquiry!.id, items);
    if (options.attachments) await storeAttachments(tx, options.attachments.storage, inquiry!.id, options.attachments.files);
    const summary = { id: inquiry!.id, type: inquiry!.type, status: inquiry!.status, createdAt: inquiry!.createdAt };
    if (spamReason) return { inquiry: summary, spamReason, notification: null, confirmed: false };
    const notification = await queueNotification(tx, inquiry!, items, options.salesEmail);
    const confirmed = inquiry!.type === "quote";
    if (confirmed) await queueQuoteConfirmation(tx, inquiry!, items, (await getSiteSettings(tx)).companyName, language ?? "en");
    return { inquiry: summary, spamReason, notification, confirmed };
  });
}

/** The sales address's mail about a new inquiry, into the outbox of the caller's transaction. */
async function queueNotification(tx: Queryable, inquiry: Inquiry, items: InquiryItem[], salesEmail: string): Promise<QueuedNotification> {
  const notification = { recipient: salesEmail, subject: notificationSubject(inquiry) };
  await tx.insert(mailOutbox).values({
    ...notification,
    replyTo: inquiry.email,
    textBody: notificationBody(inquiry, items, await attachmentLines(tx, inquiry.id)),
    inquiryId: inquiry.id,
  });
  return notification;
}

/**
 * "Not spam": the inquiry goes back to the inbox (reason cleared) and its notification, held back
 * when it was caught, is queued in the same transaction. Only a caught inquiry can be restored, so
 * a second call (or two at once) never sends a second notification. The customer's confirmation
 * is not sent late: staff who restore a quote request answer it themselves.
 */
export async function restoreInquiry(
  db: Queryable,
  id: string | undefined,
  salesEmail: string,
): Promise<{ inquiry: Inquiry; notification: QueuedNotification }> {
  const inquiryId = rowId(id, INQUIRY_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [restored] = await tx
      .update(inquiries)
      .set({ isSpam: false, spamReason: null })
      .where(and(eq(inquiries.id, inquiryId), eq(inquiries.isSpam, true)))
      .returning();
    if (!restored) {
      foundRow(await tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, inquiryId)), INQUIRY_NOT_FOUND);
      throw conflict("This inquiry is not in the spam folder");
    }
    return { inquiry: restored, notification: await queueNotification(tx, restored, await findItems(tx, restored.id), salesEmail) };
  });
}

/** The products with these ids that exist, by id. */
async function productsById(db: Queryable, ids: string[]): Promise<Map<string, InquiryProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, productCode: products.productCode, slug: products.slug })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One line, whatever the name holds: a header must not be split by a line break. */
function notificationSubject(inquiry: Inquiry): string {
  const from = inquiry.company ? `${inquiry.name} (${inquiry.company})` : inquiry.name;
  return `New ${TYPE_LABELS[inquiry.type]} from ${from}`.replace(/\s+/g, " ");
}

function notificationBody(inquiry: Inquiry, items: InquiryItem[], attachments: string[]): string {
  const show = (value: string | null) => value ?? "Not provided";
  const lines = [
    `A new ${TYPE_LABELS[inquiry.type]} arrived through the website.`,
    "",
    `Type: ${inquiry.type}`,
    `Name: ${inquiry.name}`,
    `Email: ${inquiry.email}`,
    `Phone: ${show(inquiry.phone)}`,
    `Company: ${show(inquiry.company)}`,
  ];
  if (inquiry.type === "customization") {
    lines.push(`Project type: ${show(inquiry.projectType)}`);
  } else {
    lines.push(`Country: ${show(inquiry.country)}`);
    lines.push(items.length === 0 ? "Products: None chosen" : "Products:");
    lines.push(...items.map(itemLine));
  }
  lines.push("", "Message:", inquiry.message ?? "No message provided", "");
  if (attachments.length > 0) lines.push(...attachments, "");
  lines.push(`Received: ${inquiry.createdAt.toUTCString()}`, `Inquiry id: ${inquiry.id}`);
  return lines.join("\n");
}

/** Newest first; spam only when asked for (`spam: true` lists only the spam); `viewerId` is who "me" is. */
export async function listInquiries(db: Queryable, query: InquiryListQuery, viewerId: string): Promise<{ rows: Inquiry[]; total: number }> {
  const where = and(eq(inquiries.isSpam, query.spam ?? false), ...inquiryFilterConditions(query, viewerId));
  const rows = await db
    .select()
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(query.limit ?? DEFAULT_PAGE_SIZE)
    .offset(query.offset ?? 0);
  const [counted] = await db.select({ total: count() }).from(inquiries).where(where);
  return { rows, total: counted!.total };
}

/**
 * One inquiry (spam too) with the products it names, in its order (a product deleted since is
 * left out), and its lines with quantities and notes (a deleted product keeps its name there).
 */
export async function findInquiryDetail(db: Queryable, id: string | undefined): Promise<InquiryDetail> {
  const inquiry = foundRow(
    await db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, rowId(id, INQUIRY_NOT_FOUND))),
    INQUIRY_NOT_FOUND,
  );
  const byId = await productsById(db, inquiry.productIds);
  return {
    ...inquiry,
    products: inquiry.productIds.flatMap((productId) => byId.get(productId) ?? []),
    items: await findItems(db, inquiry.id),
  };
}

/** Any status from any status (docs/behaviour/admin-area.md §4); an unknown or malformed id is a 404. */
export function updateInquiryStatus(db: Queryable, id: string | undefined, status: InquiryStatus): Promise<Inquiry> {
  return updateRowById(db, inquiries, id, { status }, INQUIRY_NOT_FOUND);
}
