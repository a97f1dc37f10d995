/**
 * The activity log (decision 032), through the built application: every staff write of every
 * kind of content, setting, account and inquiry is recorded once, in its transaction, with the
 * staff member, the item's label and an update's changed fields; a write that fails or changes
 * nothing records nothing; no secret ever reaches the log; and GET /api/activity filters, pages
 * and is for admins only.
 */
import { describe, expect, it } from "vitest";
import { activityLog, inquiries, spamSettings } from "~/db/schema";
import { writeAs } from "./activity-log.server";
import { ApiClient } from "../../../tests/support/kits/api-client";
import { useContentApi } from "../../../tests/support/kits/content-test-kit";
import { makeImage, uploadFile } from "../../../tests/support/kits/upload-test-kit";
import { TEST_PASSWORD } from "../../../tests/support/kits/users";

const api = useContentApi();

type Item = { id: string };
type Entry = {
  id: string;
  createdAt: string;
  actorId: string | null;
  actorName: string;
  action: string;
  entityKind: string;
  itemId: string | null;
  itemLabel: string | null;
  changes: Record<string, { from?: unknown; to?: unknown }> | null;
};

async function activity(query = "", client: ApiClient = api.admin): Promise<Entry[]> {
  const response = await client.get<Entry[]>(`/api/activity${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

async function created(path: string, body: object, client: ApiClient = api.staff): Promise<Item> {
  const response = await client.post<Item>(path, body);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

const newCategory = () => created("/api/categories", { name: "Readers", slug: `readers-${Math.random().toString(36).slice(2, 8)}` });

type Kind = { kind: string; path: string; body(): Promise<object>; label: string; change: Record<string, unknown>; from: unknown };

const KINDS: Kind[] = [
  {
    kind: "category",
    path: "/api/categories",
    body: async () => ({ name: "Face Terminals", slug: "face-terminals" }),
    label: "Face Terminals",
    change: { order: 4 },
    from: 0,
  },
  {
    kind: "product",
    path: "/api/products",
    body: async () => ({
      categoryId: (await newCategory()).id,
      name: "FaceGate 7",
      slug: "facegate-7",
      productCode: "FG-7",
      description: "A face recognition terminal.",
    }),
    label: "FaceGate 7",
    change: { priceRange: "$300-$400" },
    from: null,
  },
  {
    kind: "solution",
    path: "/api/solutions",
    body: async () => ({ name: "Campus Access", slug: "campus-access", description: "Doors.", useCase: "Gates." }),
    label: "Campus Access",
    change: { industry: ["Education"] },
    from: [],
  },
  {
    kind: "news_article",
    path: "/api/news",
    body: async () => ({ title: "Launch", slug: "launch", excerpt: "In short.", content: "At length.", publishedAt: "2024-03-05" }),
    label: "Launch",
    change: { excerpt: "Briefly." },
    from: "In short.",
  },
  {
    kind: "case_study",
    path: "/api/case-studies",
    body: async () => ({
      title: "A School",
      slug: "a-school",
      industry: "education",
      problem: "Queues.",
      solution: "Faces.",
      results: "None.",
    }),
    label: "A School",
    change: { results: "Shorter queues." },
    from: "None.",
  },
  {
    kind: "resource",
    path: "/api/resources",
    body: async () => ({ title: "SDK for Android", type: "sdk" }),
    label: "SDK for Android",
    change: { version: "2.1" },
    from: null,
  },
  {
    kind: "hero_slide",
    path: "/api/hero-slides",
    body: async () => ({ title: "Every door", backgroundImageUrl: "/uploads/hero-1.webp" }),
    label: "Every door",
    change: { isActive: false },
    from: true,
  },
  {
    kind: "distributor",
    path: "/api/distributors",
    body: async () => ({ companyName: "Hanse Zutritt", country: "DE", region: "europe", email: "info@hanse.example.com", city: "Hamburg" }),
    label: "Hanse Zutritt",
    change: { tier: "gold" },
    from: "authorised",
  },
  {
    kind: "certificate",
    path: "/api/certificates",
    body: async () => ({ standard: "EN 55032", issuer: "Nordtest", number: "NT-1", issuedOn: "2025-03-14" }),
    label: "EN 55032 NT-1",
    change: { firmwareVersion: "3.2.0" },
    from: null,
  },
];

describe("content writes", () => {
  it.each(KINDS)("$kind: create, update and delete are each logged once, by the editor who made them", async (kind) => {
    const item = await created(kind.path, await kind.body());
    expect((await api.staff.put(`${kind.path}/${item.id}`, kind.change)).status).toBe(200);
    expect((await api.staff.delete(`${kind.path}/${item.id}`)).status).toBe(204);

    const entries = await activity(`?item=${item.id}`);
    expect(entries.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorId: api.userId("editor1"), actorName: "editor1", entityKind: kind.kind, itemLabel: kind.label });
    }
    const [field, to] = Object.entries(kind.change)[0]!;
    expect(entries[1]!.changes).toEqual({ [field]: { from: kind.from, to } });
    expect(entries[0]!.changes).toBeNull();
    expect(entries[2]!.changes).toBeNull();
  });

  it("company sections, site settings and spam settings are logged under their kinds; the form token key never is", async () => {
    const section = await created("/api/company-info", { section: "about", title: "About us", content: "Since 2009." });
    await api.staff.put(`/api/company-info/${section.id}`, { title: "Who we are" });
    const settings = await api.staff.get<Record<string, unknown>>("/api/site-settings");
    // The first save writes the settings row (the site shows defaults until then), the second changes it.
    expect((await api.staff.put("/api/site-settings", settings.body)).status).toBe(200);
    expect((await api.staff.put("/api/site-settings", { ...settings.body, phone: "+1 555 0100" })).status).toBe(200);
    expect((await api.admin.put("/api/inquiries/spam-settings", { blockedEmailDomains: ["spam.example"] })).status).toBe(200);
    // Should a staff write ever change the key, the log says so without the value.
    await writeAs(api.database.db, { id: api.userId("admin1") }, (tx) =>
      tx.update(spamSettings).set({ formTokenKey: "rotated-key-value" }),
    );

    const entries = await activity();
    expect(entries.find((entry) => entry.entityKind === "company_section" && entry.action === "update")).toMatchObject({
      itemLabel: "Who we are",
      changes: { title: { from: "About us", to: "Who we are" } },
    });
    expect(entries.find((entry) => entry.entityKind === "site_settings" && entry.action === "update")).toMatchObject({
      actorName: "editor1",
      changes: { phone: { to: "+1 555 0100" } },
    });
    const spam = entries.filter((entry) => entry.entityKind === "spam_settings");
    expect(spam.length).toBeGreaterThan(0);
    expect(spam.every((entry) => entry.actorName === "admin1")).toBe(true);
    expect(spam[0]!.changes).toEqual({ formTokenKey: {} });
    expect(spam[1]!.changes).toEqual({ blockedEmailDomains: { from: [], to: ["spam.example"] } });
    expect(JSON.stringify(entries)).not.toContain("rotated-key-value");
  });

  it("media uploads and deletes are logged with the file name", async () => {
    const upload = await uploadFile(api.staff, await makeImage("png"), { filename: "door.png", type: "image/png" });
    expect(upload.status, upload.text).toBe(201);
    const { id } = upload.body as unknown as Item;
    expect((await api.staff.delete(`/api/media/${id}`)).status).toBe(204);
    const entries = await activity(`?kind=media`);
    expect(entries.map((entry) => [entry.action, entry.itemLabel, entry.actorName])).toEqual([
      ["delete", "door.png", "editor1"],
      ["create", "door.png", "editor1"],
    ]);
  });

  it("deleting a category logs its products deleted with it", async () => {
    const category = await newCategory();
    const product = await created("/api/products", {
      categoryId: category.id,
      name: "R1",
      slug: "r1",
      productCode: "R-1",
      description: "A reader.",
    });
    await api.staff.delete(`/api/categories/${category.id}`);
    expect((await activity(`?item=${product.id}`)).map((entry) => entry.action)).toEqual(["delete", "create"]);
  });
});

describe("what is not logged", () => {
  it("a write that fails, is refused or changes nothing, and a public inquiry", async () => {
    const category = await created("/api/categories", { name: "Locks", slug: "locks" });
    const before = (await activity()).length;
    expect((await api.staff.post("/api/categories", { name: "Again", slug: "locks" })).status).toBe(409);
    expect((await api.staff.put(`/api/categories/${category.id}`, { slug: "Not A Slug" })).status).toBe(400);
    expect(
      (await api.staff.post("/api/products", { categoryId: crypto.randomUUID(), name: "X", slug: "x", productCode: "X", description: "X" }))
        .status,
    ).toBe(400);
    expect((await api.staff.put(`/api/categories/${category.id}`, { name: "Locks" })).status).toBe(200);
    expect((await api.staff.delete(`/api/products/${crypto.randomUUID()}`)).status).toBe(404);
    expect(
      (await api.visitor.post("/api/inquiries", { type: "quote", name: "Ann", email: "ann@example.com", message: "Hello" })).status,
    ).toBe(201);
    expect(await activity()).toHaveLength(before);
  });
});

describe("inquiries", () => {
  it("a status change and a restore from the spam folder are logged as such", async () => {
    const [inquiry] = await api.database.db
      .insert(inquiries)
      .values({ type: "demo", name: "Bo", email: "bo@example.com", isSpam: true, spamReason: "too_fast" })
      .returning();
    expect((await api.staff.post(`/api/inquiries/${inquiry!.id}/restore`)).status).toBe(200);
    expect((await api.staff.put(`/api/inquiries/${inquiry!.id}`, { status: "processing" })).status).toBe(200);
    const entries = await activity(`?item=${inquiry!.id}`);
    expect(entries.map((entry) => [entry.action, entry.itemLabel])).toEqual([
      ["status_change", "Bo"],
      ["restore", "Bo"],
    ]);
    expect(entries[0]!.changes).toEqual({ status: { from: "pending", to: "processing" } });
  });
});

describe("accounts", () => {
  it("logs sign-in (API and form), sign-out, accounts and password changes without any secret, and keeps a deleted user's name", async () => {
    const login = new ApiClient(api.visitor.baseUrl);
    expect((await login.post("/api/auth/login", { username: "admin1", password: TEST_PASSWORD })).status).toBe(200);
    const newPassword = "a new and long passphrase 42";
    const user = await created("/api/users", { username: "casey", email: "casey@example.com", password: newPassword }, api.admin);
    expect((await api.admin.put(`/api/users/${user.id}`, { role: "admin" })).status).toBe(200);
    expect((await api.admin.put(`/api/users/${user.id}`, { password: `${newPassword}!` })).status).toBe(200);
    const casey = new ApiClient(api.visitor.baseUrl);
    // Through the sign-in page's form (sent before its script runs), which is logged like the API's sign-in.
    const form = new URLSearchParams({ username: "casey", password: `${newPassword}!` });
    expect((await casey.request("POST", "/admin/login", { body: form })).headers.get("location")).toBe("/admin");
    const own = await casey.put("/api/auth/password", { currentPassword: `${newPassword}!`, newPassword: `${newPassword}?` });
    expect(own.status, own.text).toBe(204);
    const sessionCookie = casey.sessionCookie;
    expect((await casey.post("/api/auth/logout")).status).toBe(200);
    // The ended session signs out again: nothing more is recorded, since it names no one.
    const ended = new ApiClient(api.visitor.baseUrl);
    ended.sessionCookie = sessionCookie;
    expect((await ended.post("/api/auth/logout")).status).toBe(200);
    expect((await api.admin.put(`/api/users/${user.id}`, { role: "editor" })).status).toBe(200);
    expect((await api.admin.delete(`/api/users/${user.id}`)).status).toBe(204);

    const entries = await activity("?kind=user");
    expect(entries.map((entry) => [entry.action, entry.actorName, entry.itemLabel])).toEqual([
      ["delete", "admin1", "casey"],
      ["update", "admin1", "casey"],
      ["sign_out", "casey", "casey"],
      ["password_change", "casey", "casey"],
      ["sign_in", "casey", "casey"],
      ["password_change", "admin1", "casey"],
      ["update", "admin1", "casey"],
      ["create", "admin1", "casey"],
      ["sign_in", "admin1", "admin1"],
    ]);
    expect(entries[3]!.changes).toEqual({ password: {} });
    expect(entries[1]!.changes).toEqual({ role: { from: "admin", to: "editor" } });
    // The deleted user's own entries stay, under the name they had.
    expect(entries.filter((entry) => entry.actorName === "casey").every((entry) => entry.actorId === null)).toBe(true);

    // Every row as stored, every column included.
    const stored = JSON.stringify(await api.database.db.select().from(activityLog));
    const secrets = [newPassword, "$argon2", api.staff.sessionCookie!.split("=")[1]!, login.sessionCookie!.split("=")[1]!];
    for (const secret of secrets) expect(stored).not.toContain(secret);
  });
});

describe("demo data", () => {
  it("seed and clear are logged once each, and clearing keeps the log", async () => {
    expect((await api.admin.post("/api/database/seed")).status).toBe(200);
    expect((await api.admin.post("/api/database/clear")).status).toBe(200);
    expect((await activity()).map((entry) => [entry.action, entry.entityKind, entry.actorName])).toEqual([
      ["clear", "database", "admin1"],
      ["seed", "database", "admin1"],
    ]);
  });
});

describe("GET /api/activity", () => {
  it("filters by user, kind, action, item and days, pages newest first with X-Total-Count", async () => {
    const category = await created("/api/categories", { name: "Cards", slug: "cards" });
    await api.admin.put(`/api/categories/${category.id}`, { order: 2 });
    await created("/api/resources", { title: "Manual", type: "documentation" }, api.admin);

    expect((await activity(`?user=${api.userId("editor1")}`)).map((entry) => entry.itemLabel)).toEqual(["Cards"]);
    expect((await activity(`?user=${api.userId("admin1")}&kind=category`)).map((entry) => entry.action)).toEqual(["update"]);
    expect((await activity("?action=create")).map((entry) => entry.itemLabel)).toEqual(["Manual", "Cards"]);
    expect(await activity(`?item=${category.id}`)).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(await activity(`?from=${today}&to=${today}`)).toHaveLength(3);
    expect(await activity("?to=2000-01-01")).toEqual([]);

    const page = await api.admin.get<Entry[]>("/api/activity?limit=1&offset=1");
    expect(page.headers.get("x-total-count")).toBe("3");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.body.map((entry) => entry.action)).toEqual(["update"]);
  });

  it("refuses bad filters with the fields named, editors with 403 and visitors with 401", async () => {
    const bad = await api.admin.get<{ fields: Record<string, string> }>(
      "/api/activity?user=me&kind=planet&action=read&from=yesterday&limit=0",
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["action", "from", "kind", "limit", "user"]);
    expect((await api.admin.get("/api/activity?from=2024-02-02&to=2024-02-01")).status).toBe(400);
    expect((await api.staff.get("/api/activity")).status).toBe(403);
    expect((await api.visitor.get("/api/activity")).status).toBe(401);
  });
});
