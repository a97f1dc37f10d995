import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, webhookEndpoints, webhookEndpointSecrets } from "~/db/schema";
import type { WebhookDeliveryRow } from "~/schemas/webhooks/webhook-delivery";
import type { CreatedWebhookEndpointRow, WebhookEndpointRow } from "~/schemas/webhooks/webhook-endpoint";
import type { ApiClient } from "../../../../tests/support/kits/api-client";
import { expectFieldErrors } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";
import { startWebhookReceiver, verifiedDelivery, type WebhookReceiver } from "../../../../tests/support/servers/webhook-receiver";

const api = useContentApi();
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answer = { status: 200, body: "ok" };
});

const endpointBody = (fields: object = {}) => ({
  name: "CRM intake",
  url: receiver.url,
  events: ["inquiry.received", "content.published"],
  allowPrivateNetwork: true,
  ...fields,
});

async function register(fields: object = {}): Promise<CreatedWebhookEndpointRow> {
  const response = await api.admin.post<CreatedWebhookEndpointRow>("/api/webhooks", endpointBody(fields));
  expect(response.status, response.text).toBe(201);
  return response.body;
}

describe("registering an endpoint", () => {
  it("answers the generated secret once; lists and changes never show it, and the log records no value of it", async () => {
    const created = await register();
    expect(created).toMatchObject({
      name: "CRM intake",
      url: receiver.url,
      active: true,
      allowPrivateNetwork: true,
      createdBy: api.userId("admin1"),
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const list = await api.admin.get<WebhookEndpointRow[]>("/api/webhooks");
    expect(list.body.map((endpoint) => endpoint.id)).toEqual([created.id]);
    expect(list.text).not.toContain(created.secret);
    expect((await api.admin.get(`/api/webhooks/${created.id}/secret`)).body).toEqual({ secret: created.secret });

    const regenerated = await api.admin.post<{ secret: string }>(`/api/webhooks/${created.id}/secret`);
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.secret).not.toBe(created.secret);
    expect((await api.admin.get(`/api/webhooks/${created.id}/secret`)).body).toEqual(regenerated.body);

    const changed = await api.admin.put<WebhookEndpointRow>(`/api/webhooks/${created.id}`, { name: "CRM", active: false });
    expect(changed.body).toMatchObject({ name: "CRM", active: false, url: receiver.url });

    const log = await api.database.db.select().from(activityLog).where(eq(activityLog.itemId, created.id)).orderBy(activityLog.createdAt);
    expect(log.map((entry) => [entry.action, entry.entityKind, entry.actorName])).toEqual([
      ["create", "webhook_endpoint", "admin1"],
      ["update", "webhook_endpoint", "admin1"],
      ["update", "webhook_endpoint", "admin1"],
    ]);
    expect(log[1]!.changes).toEqual({ secret: {} });
    expect(log[2]!.changes).toMatchObject({ name: { from: "CRM intake", to: "CRM" }, active: { from: true, to: false } });
    expect(JSON.stringify(log)).not.toContain(created.secret);
    expect(JSON.stringify(log)).not.toContain(regenerated.body.secret);
  });

  it("takes a secret the admin gives in the standard form, and signs with it", async () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const created = await register({ secret });
    expect(created.secret).toBe(secret);
    expect((await api.admin.get(`/api/webhooks/${created.id}/secret`)).body).toEqual({ secret });
    await api.admin.post(`/api/webhooks/${created.id}/test`);
    expect(verifiedDelivery(secret, receiver.received[0]!)).toMatchObject({ event: "webhook.test" });
  });

  it("keeps an endpoint made before the standard form working: its secret is shown in it, with the key it had, and verifies its deliveries", async () => {
    for (const before of ["a-secret-chosen-by-the-admin-42", "whsec_s_FjThq6x2S7U_H0YHxLPaG0qmPBjHTd1ymjLZiV4r8"]) {
      receiver.received.length = 0;
      const created = await register();
      await api.database.db.update(webhookEndpointSecrets).set({ secret: before }).where(eq(webhookEndpointSecrets.endpointId, created.id));
      const { secret } = (await api.admin.get<{ secret: string }>(`/api/webhooks/${created.id}/secret`)).body;
      expect(secret).toBe(`whsec_${Buffer.from(before).toString("base64")}`);
      expect((await api.admin.post(`/api/webhooks/${created.id}/test`)).status).toBe(201);
      expect(verifiedDelivery(secret, receiver.received[0]!), before).toMatchObject({ event: "webhook.test" });
    }
  });

  it("refuses a loopback or private address unless the endpoint allows private networks", async () => {
    for (const url of [
      receiver.url,
      "http://localhost:9/hook",
      "http://10.0.0.8/hook",
      "http://[::ffff:127.0.0.1]/",
      "http://169.254.169.254/",
    ]) {
      const refused = await api.admin.post("/api/webhooks", endpointBody({ url, allowPrivateNetwork: false }));
      expect(refused.status, url).toBe(400);
      expect((refused.body as { fields: Record<string, string> }).fields.url, url).toMatch(
        /is a (loopback|private-network|link-local) address/,
      );
    }
    const allowed = await register();
    const revoked = await api.admin.put(`/api/webhooks/${allowed.id}`, { allowPrivateNetwork: false });
    expect(revoked.status).toBe(400);
    expect((revoked.body as { fields: Record<string, string> }).fields.url).toContain("is a loopback address (127.0.0.1)");
    expect((await api.database.db.select().from(webhookEndpoints)).map((endpoint) => endpoint.allowPrivateNetwork)).toEqual([true]);
  });

  it("names every invalid field", async () => {
    expectFieldErrors(await api.admin.post("/api/webhooks", { name: "", url: "ftp://example.com/", events: [], secret: "short" }), {
      name: "Name is required",
      url: "URL must start with http:// or https://",
      events: "Choose at least one event",
      secret: "Secret must be whsec_ followed by a key of 24 to 64 bytes in base64",
    });
    expectFieldErrors(
      await api.admin.post("/api/webhooks", endpointBody({ url: "https://user:pass@example.com/", events: ["order.paid"] })),
      {
        url: "URL must not hold a user name or password",
        "events.0":
          "Each event must be one of inquiry.received, inquiry.status_changed, content.published, content.updated, content.unpublished, content.deleted",
      },
    );
  });

  it("is for admins only", async () => {
    const created = await register();
    const calls = [
      (client: ApiClient) => client.get("/api/webhooks"),
      (client: ApiClient) => client.post("/api/webhooks", endpointBody()),
      (client: ApiClient) => client.get(`/api/webhooks/${created.id}/secret`),
      (client: ApiClient) => client.post(`/api/webhooks/${created.id}/test`),
      (client: ApiClient) => client.delete(`/api/webhooks/${created.id}`),
    ];
    for (const call of calls) {
      expect((await call(api.visitor)).status).toBe(401);
      expect((await call(api.staff)).status).toBe(403);
    }
    expect(receiver.received).toEqual([]);
  });
});

describe("Send test", () => {
  it("sends a signed test event now and lists it with its answer", async () => {
    const created = await register();
    receiver.answer = { status: 202, body: "accepted by the CRM" };
    const sent = await api.admin.post<WebhookDeliveryRow>(`/api/webhooks/${created.id}/test`);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ event: "webhook.test", state: "delivered", attempts: 1 });
    expect(sent.body.attemptLog).toEqual([expect.objectContaining({ statusCode: 202, answerExcerpt: "accepted by the CRM", error: null })]);

    const [request] = receiver.received;
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["webhook-id"]).toBe(sent.body.eventId);
    expect(request!.headers["webhook-event"]).toBe("webhook.test");
    expect(() => verifiedDelivery("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", request!)).toThrow("No matching signature found");
    expect(verifiedDelivery(created.secret, request!)).toEqual({
      id: sent.body.eventId,
      event: "webhook.test",
      createdAt: expect.any(String),
      data: { endpoint: { id: created.id, name: "CRM intake" } },
    });

    const listed = await api.admin.get<WebhookDeliveryRow[]>(`/api/webhooks/${created.id}/deliveries`);
    expect(listed.headers.get("x-total-count")).toBe("1");
    expect(listed.body).toEqual([sent.body]);
  });

  it("does not follow a redirect: a 3xx is a failed answer, and redelivering tries once more", async () => {
    const created = await register();
    receiver.answer = { status: 302, headers: { location: "http://127.0.0.1:9/elsewhere" } };
    const sent = await api.admin.post<WebhookDeliveryRow>(`/api/webhooks/${created.id}/test`);
    expect(sent.body).toMatchObject({ state: "pending", attempts: 1 });
    expect(sent.body.attemptLog[0]).toMatchObject({
      statusCode: 302,
      error: "Redirects are not followed (to http://127.0.0.1:9/elsewhere)",
    });
    expect(receiver.received.map((request) => request.path)).toEqual(["/hook"]);

    receiver.answer = { status: 200, body: "fine now" };
    const again = await api.admin.post<WebhookDeliveryRow>(`/api/webhooks/${created.id}/deliveries/${sent.body.id}/redeliver`);
    expect(again.body).toMatchObject({ state: "delivered", attempts: 2 });
    expect(again.body.attemptLog.map((attempt) => attempt.statusCode)).toEqual([200, 302]);
    expect(receiver.received.map((request) => request.headers["webhook-id"])).toEqual([sent.body.eventId, sent.body.eventId]);
    expect(verifiedDelivery(created.secret, receiver.received[1]!)).toMatchObject({ id: sent.body.eventId });
  });

  it("answers 404 for an unknown endpoint or delivery", async () => {
    const created = await register();
    const unknown = crypto.randomUUID();
    expect((await api.admin.post(`/api/webhooks/${unknown}/test`)).status).toBe(404);
    expect((await api.admin.get(`/api/webhooks/${unknown}/deliveries`)).status).toBe(404);
    expect((await api.admin.post(`/api/webhooks/${created.id}/deliveries/${unknown}/redeliver`)).status).toBe(404);
    expect((await api.admin.get(`/api/webhooks/not-an-id/secret`)).status).toBe(404);
  });
});
