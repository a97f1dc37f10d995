import { eq, inArray, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  adminUsers,
  categories,
  certificates,
  distributors,
  heroSlides,
  inquiries,
  newsArticles,
  products,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "~/db/schema";
import type { WebhookEvent } from "~/lib/webhooks/webhook-values";
import { createNewsArticleSchema } from "~/schemas/content/news-article";
import { inquirySchema } from "~/schemas/inquiries/inquiry";
import { webhookPayload } from "~/schemas/webhooks/webhook-payloads";
import { createSampleProducts } from "../../../tests/support/kits/sample-products";
import { createUser } from "../../../tests/support/kits/users";
import { createTestDatabase } from "../../../tests/support/servers/test-database";
import { startWebhookReceiver, verifiedDelivery, type WebhookReceiver } from "../../../tests/support/servers/webhook-receiver";
import { updateProduct } from "../catalogue/product.server";
import { createNewsArticle, deleteNewsArticle, updateNewsArticle } from "../content/news-article.server";
import { publishDueItems } from "../content/publishing/scheduled-publishing.server";
import { submitInquiry, updateInquiryStatus } from "../inquiries/inquiry.server";
import { clearDatabase, seedBulkDatabase, seedDatabase } from "../staff/database-admin.server";
import { temporaryFileStorage } from "../../../tests/support/servers/temporary-storage";
import { writeAs } from "../staff/activity-log.server";
import type { SessionUser } from "../staff/session.server";
import {
  DELIVERIES_KEPT_DAYS,
  deliverDueWebhooks,
  MAX_ATTEMPTS,
  pruneOldDeliveries,
  WebhookDeliveryLoop,
} from "./webhook-deliveries.server";
import { createWebhookEndpoint } from "./webhook-endpoints.server";

let database: DatabaseHandle;
let receiver: WebhookReceiver;
let admin: SessionUser;

const { storage, remove } = temporaryFileStorage();
beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await database.close();
  remove();
});
beforeEach(async () => {
  await database.db.execute(
    sql`truncate ${adminUsers}, ${inquiries}, ${categories}, ${newsArticles}, ${heroSlides}, ${distributors}, ${certificates}, ${webhookEndpoints} cascade`,
  );
  receiver.received.length = 0;
  receiver.answer = { status: 200, body: "ok" };
  const { id, username, email, role } = await createUser(database.db, "admin1", "admin");
  admin = { id, username, email, role, twoFactorEnabled: false, twoFactorRequired: false };
});

const subscribe = (events: WebhookEvent[], fields: { allowPrivateNetwork?: boolean; active?: boolean } = {}) =>
  createWebhookEndpoint(database.db, admin, {
    name: "Receiver",
    url: receiver.url,
    events,
    allowPrivateNetwork: true,
    secret: undefined,
    ...fields,
  });

const deliveries = () => database.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.createdAt);
/** The bodies queued, each first checked against its event's schema. */
const bodies = async () => (await deliveries()).map((delivery) => webhookPayload(delivery.event).parse(JSON.parse(delivery.body)));

const demoRequest = (fields: Record<string, unknown> = {}) =>
  inquirySchema.parse({
    type: "demo",
    name: "Li Wei",
    email: "li.wei@example.com",
    company: "Wei Trading",
    message: "A demo, please",
    ...fields,
  });

const submit = (fields: Record<string, unknown> = {}) =>
  submitInquiry(database.db, demoRequest(fields), {
    clientAddress: `test-${crypto.randomUUID()}`,
    perHourPerAddress: 100,
    salesEmail: "sales@example.com",
  });

const secondsLater = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

describe("events are queued in the transaction of the write that makes them", () => {
  it("an inquiry received, and its status changes; spam is not announced", async () => {
    await subscribe(["inquiry.received", "inquiry.status_changed"]);
    const { inquiry } = await submit();
    await submit({ website: "https://spam.example" });
    await writeAs(database.db, admin, (tx) => updateInquiryStatus(tx, inquiry.id, "processing"));

    expect(await bodies()).toEqual([
      {
        id: expect.any(String),
        event: "inquiry.received",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        data: {
          inquiry: expect.objectContaining({ id: inquiry.id, type: "demo", status: "pending", name: "Li Wei", company: "Wei Trading" }),
        },
      },
      {
        id: expect.any(String),
        event: "inquiry.status_changed",
        createdAt: expect.any(String),
        data: { inquiry: expect.objectContaining({ id: inquiry.id, status: "processing" }), previousStatus: "pending" },
      },
    ]);
  });

  it("content published (created published, a draft published, scheduled publishing) and content deleted", async () => {
    await subscribe(["content.published", "content.deleted"]);
    const [product] = await createSampleProducts(database.db, ["FT-100"]);
    const article = (slug: string, fields: object = {}) =>
      createNewsArticle(
        database.db,
        createNewsArticleSchema.parse({ title: `News ${slug}`, slug, excerpt: "Short", content: "Long", ...fields }),
      );
    const draft = await article("draft", { status: "draft" });
    await article("scheduled", { status: "scheduled", publishAt: new Date(Date.now() + 60_000).toISOString() });
    expect(await deliveries()).toHaveLength(2);

    await updateNewsArticle(database.db, draft.id, { status: "published" });
    await publishDueItems(database.db, new Date(Date.now() + 120_000));
    await deleteNewsArticle(database.db, draft.id);

    expect((await bodies()).map(({ event, data }) => [event, data])).toEqual([
      [
        "content.published",
        { kind: "category", id: product!.categoryId, slug: expect.stringMatching(/^sample-/), title: "Sample category" },
      ],
      ["content.published", { kind: "product", id: product!.id, slug: "ft-100", title: "Terminal FT-100" }],
      ["content.published", { kind: "news_article", id: draft.id, slug: "draft", title: "News draft" }],
      ["content.published", { kind: "news_article", id: expect.any(String), slug: "scheduled", title: "News scheduled" }],
      ["content.deleted", { kind: "news_article", id: draft.id, slug: "draft", title: "News draft" }],
    ]);
  });

  it("for every kind of public content: a hero slide or distributor as it is shown or hidden, the others as they are created and deleted", async () => {
    await subscribe(["content.published", "content.deleted"]);
    const [slide] = await database.db
      .insert(heroSlides)
      .values({ title: "Lane terminals", backgroundImageUrl: "/demo/hero.webp" })
      .returning();
    const [distributor] = await database.db
      .insert(distributors)
      .values({
        companyName: "Nordic Access AB",
        country: "SE",
        region: "europe",
        email: "info@nordic.example",
        city: "Malmö",
        isPublished: false,
      })
      .returning();
    const [certificate] = await database.db
      .insert(certificates)
      .values({ standard: "ISO 9001", issuer: "TÜV", number: "Q-2041", issuedOn: "2026-01-10" })
      .returning();
    await database.db.update(heroSlides).set({ title: "Lane terminals, renamed" }).where(eq(heroSlides.id, slide!.id));
    await database.db.update(heroSlides).set({ isActive: false }).where(eq(heroSlides.id, slide!.id));
    await database.db.update(distributors).set({ isPublished: true }).where(eq(distributors.id, distributor!.id));
    await database.db.delete(heroSlides).where(eq(heroSlides.id, slide!.id));
    await database.db.delete(certificates).where(eq(certificates.id, certificate!.id));

    expect((await bodies()).map(({ event, data }) => [event, data])).toEqual([
      ["content.published", { kind: "hero_slide", id: slide!.id, slug: null, title: "Lane terminals" }],
      ["content.published", { kind: "certificate", id: certificate!.id, slug: null, title: "ISO 9001 Q-2041" }],
      ["content.published", { kind: "distributor", id: distributor!.id, slug: null, title: "Nordic Access AB" }],
      ["content.deleted", { kind: "certificate", id: certificate!.id, slug: null, title: "ISO 9001 Q-2041" }],
    ]);
  });

  it("content unpublished when a public row stops being public, content updated when it is edited while public: once per write, nothing for drafts and hidden rows", async () => {
    await subscribe(["content.updated", "content.unpublished"]);
    const [product] = await createSampleProducts(database.db, ["FT-100"]);
    const [slide] = await database.db
      .insert(heroSlides)
      .values({ title: "Lane terminals", backgroundImageUrl: "/demo/hero.webp" })
      .returning();
    const renameSlide = (title: string) => database.db.update(heroSlides).set({ title }).where(eq(heroSlides.id, slide!.id));
    expect(await deliveries()).toEqual([]);

    // An edit of a published product, in one write that touches its row twice: one event.
    await database.db.transaction(async (tx) => {
      await updateProduct(tx, product!.id, { name: "Terminal FT-100 Pro" });
      await updateProduct(tx, product!.id, { description: "Faster" });
    });
    // Saved again as it is, then unpublished, then edited as a draft.
    await updateProduct(database.db, product!.id, { name: "Terminal FT-100 Pro", description: "Faster" });
    await updateProduct(database.db, product!.id, { status: "draft" });
    await updateProduct(database.db, product!.id, { name: "Terminal FT-100 Pro 2" });
    // A shown slide renamed, hidden, renamed while hidden; a category renamed (public while it exists).
    await renameSlide("Lane terminals, renamed");
    await database.db.update(heroSlides).set({ isActive: false }).where(eq(heroSlides.id, slide!.id));
    await renameSlide("Lane terminals, hidden");
    await database.db.update(categories).set({ name: "Readers" }).where(eq(categories.id, product!.categoryId));

    const [first] = await bodies();
    expect(first).toEqual({
      id: expect.any(String),
      event: "content.updated",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: { kind: "product", id: product!.id, slug: "ft-100", title: "Terminal FT-100 Pro" },
    });
    expect((await bodies()).map(({ event, data }) => [event, data])).toEqual([
      ["content.updated", { kind: "product", id: product!.id, slug: "ft-100", title: "Terminal FT-100 Pro" }],
      ["content.unpublished", { kind: "product", id: product!.id, slug: "ft-100", title: "Terminal FT-100 Pro" }],
      ["content.updated", { kind: "hero_slide", id: slide!.id, slug: null, title: "Lane terminals, renamed" }],
      ["content.unpublished", { kind: "hero_slide", id: slide!.id, slug: null, title: "Lane terminals, renamed" }],
      ["content.updated", { kind: "category", id: product!.categoryId, slug: expect.stringMatching(/^sample-/), title: "Readers" }],
    ]);
  });

  it("a distributor hidden and a news article unpublished are announced once each; publishing then editing in one write announces the publishing alone", async () => {
    await subscribe(["content.published", "content.updated", "content.unpublished"]);
    const [distributor] = await database.db
      .insert(distributors)
      .values({ companyName: "Nordic Access AB", country: "SE", region: "europe", email: "info@nordic.example", city: "Malmö" })
      .returning();
    const draft = await createNewsArticle(
      database.db,
      createNewsArticleSchema.parse({ title: "News draft", slug: "draft", excerpt: "Short", content: "Long", status: "draft" }),
    );
    await database.db.transaction(async (tx) => {
      await updateNewsArticle(tx, draft.id, { status: "published" });
      await updateNewsArticle(tx, draft.id, { excerpt: "Shorter" });
    });
    await updateNewsArticle(database.db, draft.id, { status: "draft" });
    await database.db.update(distributors).set({ isPublished: false }).where(eq(distributors.id, distributor!.id));

    expect((await bodies()).map(({ event, data }) => [event, data])).toEqual([
      ["content.published", { kind: "distributor", id: distributor!.id, slug: null, title: "Nordic Access AB" }],
      ["content.published", { kind: "news_article", id: draft.id, slug: "draft", title: "News draft" }],
      ["content.unpublished", { kind: "news_article", id: draft.id, slug: "draft", title: "News draft" }],
      ["content.unpublished", { kind: "distributor", id: distributor!.id, slug: null, title: "Nordic Access AB" }],
    ]);
  });

  it("a write that rolls back queues nothing", async () => {
    await subscribe(["inquiry.received", "content.published"]);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(inquiries).values({ type: "demo", name: "Rolled back", email: "gone@example.com" });
        await createNewsArticle(tx, createNewsArticleSchema.parse({ title: "Gone", slug: "gone", excerpt: "Short", content: "Long" }));
        throw new Error("the write fails after its events");
      }),
    ).rejects.toThrow("the write fails after its events");
    expect(await deliveries()).toEqual([]);
  });

  it("only to the active endpoints subscribed to the event, and never for the demo seed or the bulk seed", async () => {
    await subscribe(["inquiry.received"]);
    await subscribe(["inquiry.received"], { active: false });
    await subscribe(["content.published", "content.updated"]);
    await submit();
    expect(await deliveries()).toHaveLength(1);

    await seedDatabase(database.db, storage);
    expect(await database.db.$count(products)).toBeGreaterThan(0);
    await seedBulkDatabase(database.db, 20);
    expect(await database.db.$count(products)).toBeGreaterThan(20);
    expect(await deliveries()).toHaveLength(1);
  });

  it("never for Clear All Data", async () => {
    await seedDatabase(database.db, storage);
    await subscribe(["content.deleted"]);
    await clearDatabase(database.db);
    expect(await database.db.$count(products)).toBe(0);
    expect(await deliveries()).toEqual([]);
  });
});

describe("the delivery loop", () => {
  it("sends each due delivery signed, and retries a 500 with backoff until it is answered 2xx", async () => {
    const endpoint = await subscribe(["inquiry.received"]);
    await submit();
    const now = new Date();

    receiver.answer = { status: 500, body: "database down" };
    expect(await deliverDueWebhooks(database.db, now)).toEqual({ delivered: 0, failed: 1 });
    let [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: "pending", attempts: 1, nextAttemptAt: secondsLater(now, 30) });

    expect(await deliverDueWebhooks(database.db, secondsLater(now, 29))).toEqual({ delivered: 0, failed: 0 });
    expect(await deliverDueWebhooks(database.db, secondsLater(now, 30))).toEqual({ delivered: 0, failed: 1 });
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: "pending", attempts: 2, nextAttemptAt: secondsLater(now, 30 + 60) });

    receiver.answer = { status: 204 };
    expect(await deliverDueWebhooks(database.db, secondsLater(now, 90))).toEqual({ delivered: 1, failed: 0 });
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: "delivered", attempts: 3 });

    const attempts = await database.db.select().from(webhookAttempts).orderBy(webhookAttempts.attemptedAt);
    expect(attempts.map((attempt) => [attempt.statusCode, attempt.answerExcerpt])).toEqual([
      [500, "database down"],
      [500, "database down"],
      [204, null],
    ]);
    expect(receiver.received).toHaveLength(3);
    for (const request of receiver.received) {
      expect(request.body).toBe(delivery!.body);
      expect(request.headers["webhook-id"]).toBe(delivery!.eventId);
      expect(request.headers["webhook-event"]).toBe("inquiry.received");
      expect(verifiedDelivery(endpoint.secret, request)).toMatchObject({ id: delivery!.eventId, event: "inquiry.received" });
    }
  });

  it("fails a delivery after its last attempt", async () => {
    await subscribe(["inquiry.received"]);
    await submit();
    receiver.answer = { status: 503 };
    await database.db.update(webhookDeliveries).set({ attempts: MAX_ATTEMPTS - 1 });
    expect(await deliverDueWebhooks(database.db)).toEqual({ delivered: 0, failed: 1 });
    expect(await deliveries()).toEqual([expect.objectContaining({ state: "failed", attempts: MAX_ATTEMPTS })]);
    expect(await deliverDueWebhooks(database.db, secondsLater(new Date(), 7200))).toEqual({ delivered: 0, failed: 0 });
  });

  it("refuses at delivery a loopback address the endpoint no longer allows, sending nothing", async () => {
    const endpoint = await subscribe(["inquiry.received"]);
    await database.db.update(webhookEndpoints).set({ allowPrivateNetwork: false }).where(eq(webhookEndpoints.id, endpoint.id));
    await submit();
    expect(await deliverDueWebhooks(database.db)).toEqual({ delivered: 0, failed: 1 });
    const [attempt] = await database.db.select().from(webhookAttempts);
    expect(attempt).toMatchObject({
      statusCode: null,
      error: "127.0.0.1 is a loopback address (127.0.0.1); allow private networks for this endpoint to send to it",
    });
    expect(receiver.received).toEqual([]);
  });

  it("removes what was delivered or failed 30 days ago, with its attempts, and keeps what still waits", async () => {
    await subscribe(["inquiry.received"]);
    await submit();
    await submit();
    await submit();
    expect(await deliverDueWebhooks(database.db)).toEqual({ delivered: 3, failed: 0 });
    const [old, recent, waiting] = await deliveries();
    const now = new Date();
    const longAgo = secondsLater(now, -(DELIVERIES_KEPT_DAYS * 86_400 + 60));
    await database.db
      .update(webhookDeliveries)
      .set({ createdAt: longAgo })
      .where(inArray(webhookDeliveries.id, [old!.id, waiting!.id]));
    await database.db.update(webhookDeliveries).set({ state: "pending" }).where(eq(webhookDeliveries.id, waiting!.id));

    expect(await pruneOldDeliveries(database.db, now)).toBe(1);
    expect((await deliveries()).map(({ id }) => id).sort()).toEqual([recent!.id, waiting!.id].sort());
    expect(await database.db.$count(webhookAttempts, eq(webhookAttempts.deliveryId, old!.id))).toBe(0);
  });

  it("sends nothing to an inactive endpoint until it is active again", async () => {
    const endpoint = await subscribe(["inquiry.received"]);
    await submit();
    await database.db.update(webhookEndpoints).set({ active: false }).where(eq(webhookEndpoints.id, endpoint.id));
    expect(await deliverDueWebhooks(database.db)).toEqual({ delivered: 0, failed: 0 });
    await database.db.update(webhookEndpoints).set({ active: true }).where(eq(webhookEndpoints.id, endpoint.id));
    expect(await deliverDueWebhooks(database.db)).toEqual({ delivered: 1, failed: 0 });
  });
});

describe("WebhookDeliveryLoop", () => {
  it("delivers in the background until stopped", async () => {
    await subscribe(["inquiry.received"]);
    await submit();
    const loop = new WebhookDeliveryLoop(database.db, pino({ level: "silent" }));
    loop.start();
    try {
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await loop.stop();
    }
    await submit();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(1);
    expect((await deliveries()).map((delivery) => delivery.state)).toEqual(["delivered", "pending"]);
  });
});
