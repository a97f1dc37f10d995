/**
 * What each webhook event sends (docs/decisions/075-webhook-payloads-and-standard-signatures.md):
 * one schema per event, keyed by the events of webhook-values.ts, so that an event without one is
 * a type error. The OpenAPI document lists them under `webhooks`; webhook-events.integration.test.ts
 * makes each event fire from its write and checks what is delivered against its schema.
 */
import { z } from "zod";
import type { ActivityKind } from "~/lib/activity-values";
import { INQUIRY_STATUSES } from "~/lib/domain-values";
import type { DeliveredEvent } from "~/lib/webhooks/webhook-values";
import { stored } from "../fields";
import { storedInquiryRow } from "../inquiries/inquiry";

/** The kinds of public content the content events name, as the activity log calls them, by what makes a row public. */
const PUBLIC_BY_STATUS = ["product", "solution", "news_article", "security_advisory"] as const;
const PUBLIC_WHILE_SHOWN = ["hero_slide", "distributor"] as const;
const PUBLIC_WHILE_THEY_EXIST = ["category", "case_study", "resource", "certificate"] as const;
const ANNOUNCED_CONTENT_KINDS = [
  ...PUBLIC_BY_STATUS,
  ...PUBLIC_WHILE_SHOWN,
  ...PUBLIC_WHILE_THEY_EXIST,
] as const satisfies readonly ActivityKind[];

/** An inquiry as it reached the inbox: its row as the API sends it, without the staff's handling of it. */
const inquiry = storedInquiryRow.omit({ isSpam: true, spamReason: true, assignedTo: true });

/** The item a content event is about. */
const contentItem = z.strictObject({
  kind: z.enum(ANNOUNCED_CONTENT_KINDS),
  id: stored.id,
  slug: z.string().nullable().describe("Its address's slug (an advisory's code); null for a kind without one"),
  title: z.string().describe("Its name or title (a certificate's standard and number, a distributor's company)"),
});

/** When each event is sent, and its `data`. */
const EVENTS = {
  "inquiry.received": {
    when: "An inquiry reached the inbox: stored as not spam, or restored from the spam folder",
    data: z.strictObject({ inquiry }),
  },
  "inquiry.status_changed": {
    when: "An inquiry's status changed; `inquiry.status` is the new one",
    data: z.strictObject({ inquiry, previousStatus: z.enum(INQUIRY_STATUSES) }),
  },
  "content.published": { when: "An item became public: created public, published (by staff or when scheduled), shown", data: contentItem },
  "content.updated": { when: "An item that is and stays public was changed (once per write)", data: contentItem },
  "content.unpublished": { when: "An item stopped being public without being deleted: unpublished, hidden", data: contentItem },
  "content.deleted": { when: "An item that was public was deleted", data: contentItem },
  "webhook.test": {
    when: 'Sent by "Send test" to the endpoint it names; no endpoint subscribes to it',
    data: z.strictObject({ endpoint: z.strictObject({ id: stored.id, name: z.string() }) }),
  },
} satisfies Record<DeliveredEvent, { when: string; data: z.ZodType }>;

/** The body of a delivery of `event`: the same for every endpoint sent it, and on every retry. */
export function webhookPayload<Event extends DeliveredEvent>(event: Event) {
  const { when, data } = EVENTS[event];
  return z
    .strictObject({
      id: stored.id.describe("The message's id, also sent as `webhook-id`: the same on every retry, so a receiver drops repeats"),
      event: z.literal(event),
      createdAt: stored.time.describe("When the event happened"),
      data: data as (typeof EVENTS)[Event]["data"],
    })
    .describe(when);
}

export type WebhookPayload<Event extends DeliveredEvent> = z.output<ReturnType<typeof webhookPayload<Event>>>;
