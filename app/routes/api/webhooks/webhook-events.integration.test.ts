/**
 * Every webhook event is fired by its write and delivered as its schema says
 * (docs/decisions/075-webhook-payloads-and-standard-signatures.md): each write goes through the API
 * as staff or a visitor make it, the database queues the deliveries, the delivery loop sends them
 * to a receiver, which verifies each with the `standardwebhooks` package and checks its body
 * against the event's schema. An event that no write fires, or a body that drifts from its
 * schema, fails here; an event without a write below is a type error.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { webhookEndpoints } from "~/db/schema";
import { DELIVERED_EVENTS, WEBHOOK_EVENTS, type DeliveredEvent } from "~/lib/webhooks/webhook-values";
import type { CreatedWebhookEndpointRow } from "~/schemas/webhooks/webhook-endpoint";
import { webhookPayload } from "~/schemas/webhooks/webhook-payloads";
import { deliverDueWebhooks } from "~/services/webhooks/webhook-deliveries.server";
import { useContentApi, type ContentApi } from "../../../../tests/support/kits/content-test-kit";
import { startWebhookReceiver, verifiedDelivery, type WebhookReceiver } from "../../../../tests/support/servers/webhook-receiver";

const api = useContentApi();
let receiver: WebhookReceiver;
let endpoint: CreatedWebhookEndpointRow;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
beforeEach(async () => {
  await api.database.db.execute(sql`truncate ${webhookEndpoints} cascade`);
  receiver.received.length = 0;
  const created = await api.admin.post<CreatedWebhookEndpointRow>("/api/webhooks", {
    name: "Every event",
    url: receiver.url,
    events: WEBHOOK_EVENTS,
    allowPrivateNetwork: true,
  });
  expect(created.status, created.text).toBe(201);
  endpoint = created.body;
});

/** Answers the body's `id` after checking that the call answered `status`. */
async function written(call: Promise<{ status: number; text: string; body: unknown }>, status: number): Promise<string> {
  const response = await call;
  expect(response.status, response.text).toBe(status);
  return (response.body as { id: string }).id;
}

const receivedInquiry = () =>
  written(
    api.visitor.post("/api/inquiries", {
      type: "demo",
      name: "Li Wei",
      email: "li.wei@example.com",
      company: "Wei Trading",
      message: "A demo of the face terminals, please.",
    }),
    201,
  );

const publishedArticle = () =>
  written(api.staff.post("/api/news", { title: "Launch", slug: "launch", excerpt: "Short.", content: "Long." }), 201);

/** The write that fires each event, answering what the event's `data` tells of the item written. */
const FIRED_BY: Record<DeliveredEvent, (api: ContentApi) => Promise<object>> = {
  "inquiry.received": async () => ({ inquiry: { id: await receivedInquiry(), status: "pending" } }),
  "inquiry.status_changed": async ({ admin }) => {
    const id = await receivedInquiry();
    await written(admin.put(`/api/inquiries/${id}`, { status: "processing" }), 200);
    return { inquiry: { id, status: "processing" }, previousStatus: "pending" };
  },
  "content.published": async () => ({ kind: "news_article", id: await publishedArticle(), slug: "launch", title: "Launch" }),
  "content.updated": async ({ staff }) => {
    const id = await publishedArticle();
    await written(staff.put(`/api/news/${id}`, { title: "Launch, corrected" }), 200);
    return { kind: "news_article", id, title: "Launch, corrected" };
  },
  "content.unpublished": async ({ staff }) => {
    const id = await publishedArticle();
    await written(staff.put(`/api/news/${id}`, { status: "draft" }), 200);
    return { kind: "news_article", id };
  },
  "content.deleted": async ({ staff }) => {
    const id = await publishedArticle();
    expect((await staff.delete(`/api/news/${id}`)).status).toBe(204);
    return { kind: "news_article", id };
  },
  "webhook.test": async ({ admin }) => {
    await written(admin.post(`/api/webhooks/${endpoint.id}/test`), 201);
    return { endpoint: { id: endpoint.id, name: "Every event" } };
  },
};

it.each(DELIVERED_EVENTS)("%s is fired by its write and delivered signed, as its schema says", async (event) => {
  const data = await FIRED_BY[event](api);
  await deliverDueWebhooks(api.database.db);

  const deliveries = receiver.received.map((request) => ({
    request,
    body: verifiedDelivery(endpoint.secret, request) as { id: string; event: string },
  }));
  for (const { request, body } of deliveries) {
    const parsed = webhookPayload(body.event as DeliveredEvent).safeParse(body);
    expect(parsed.error?.issues ?? [], body.event).toEqual([]);
    expect(request.headers["webhook-id"]).toBe(body.id);
  }
  const ofEvent = deliveries.filter(({ body }) => body.event === event);
  expect(ofEvent, `deliveries of ${event}`).toHaveLength(1);
  expect(ofEvent[0]!.body).toMatchObject({ event, data });
});
