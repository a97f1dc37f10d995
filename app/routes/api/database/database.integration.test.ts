import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminUsers,
  categories,
  companyInfo,
  deletedItems,
  heroSlides,
  inquiries,
  itemVersions,
  mailOutbox,
  media,
  newsArticles,
  products,
  resources,
  sessions,
  solutions,
} from "~/db/schema";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

const SEED_COUNTS = { categories: 5, products: 4, solutions: 2, news: 3, resources: 4 };

async function rowCounts() {
  const { db } = api.database;
  const tables = {
    categories,
    products,
    solutions,
    newsArticles,
    resources,
    heroSlides,
    companyInfo,
    inquiries,
    itemVersions,
    deletedItems,
    adminUsers,
    sessions,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ total: count() }).from(table);
    counts[name] = row!.total;
  }
  return counts;
}

describe("POST /api/database/seed", () => {
  it("writes the demo content and answers its counts; seeding again duplicates nothing", async () => {
    const first = await api.admin.post("/api/database/seed");
    expect(first.status).toBe(200);
    expect(first.body).toEqual(SEED_COUNTS);
    const afterFirst = await rowCounts();
    expect(afterFirst).toMatchObject({ categories: 5, products: 4, solutions: 2, newsArticles: 3, resources: 4 });

    const second = await api.admin.post("/api/database/seed");
    expect(second.body).toEqual(SEED_COUNTS);
    expect(await rowCounts()).toEqual(afterFirst);
  });

  it("is for admins only", async () => {
    expect((await api.visitor.post("/api/database/seed")).status).toBe(401);
    const editor = await api.staff.post("/api/database/seed");
    expect(editor.status).toBe(403);
    expect(editor.body).toEqual({ message: "Only an admin may do this" });
    expect((await rowCounts()).categories).toBe(0);
  });

  it("answers 405 to a GET", async () => {
    const response = await api.admin.get("/api/database/seed");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("POST /api/database/clear", () => {
  it("removes all content, its versions and recently deleted items, and inquiries; keeps staff, their sessions, media and the mail outbox", async () => {
    const { db } = api.database;
    await api.admin.post("/api/database/seed");
    const [slide, other] = await db.select({ id: heroSlides.id }).from(heroSlides);
    expect((await api.admin.put(`/api/hero-slides/${slide!.id}`, { title: "Renamed" })).status).toBe(200);
    expect((await api.admin.delete(`/api/hero-slides/${other!.id}`)).status).toBe(204);
    expect(await rowCounts()).toMatchObject({ itemVersions: 2, deletedItems: 1 });
    const [inquiry] = await db.insert(inquiries).values({ type: "demo", name: "Ann", email: "ann@example.com" }).returning();
    await db.insert(mailOutbox).values({ recipient: "sales@example.com", subject: "New inquiry", textBody: "Ann", inquiryId: inquiry!.id });
    await db.insert(media).values({ url: "/uploads/a.webp", filename: "a.webp", contentType: "image/webp", size: 10 });

    const response = await api.admin.post("/api/database/clear");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "Database cleared successfully (admin users preserved)" });
    expect(await rowCounts()).toEqual({
      categories: 0,
      products: 0,
      solutions: 0,
      newsArticles: 0,
      resources: 0,
      heroSlides: 0,
      companyInfo: 0,
      inquiries: 0,
      itemVersions: 0,
      deletedItems: 0,
      adminUsers: 2,
      sessions: 2,
    });
    expect(await db.select({ inquiryId: mailOutbox.inquiryId }).from(mailOutbox)).toEqual([{ inquiryId: null }]);
    // The library keeps what was uploaded, the demo's described pictures (decision 063) and its stored downloads (decision 072).
    const kept = await db.select({ url: media.url, filename: media.filename }).from(media);
    expect(kept.filter(({ url }) => url.startsWith("/demo/")).length).toBeGreaterThan(0);
    expect(kept.filter(({ url }) => url.startsWith("/uploads/")).map(({ filename }) => filename)).toEqual(
      expect.arrayContaining(["a.webp", "ab-fr700-datasheet.pdf", "ab-fr700-firmware-5.1.3.bin", "certificate-fcc-part-15b.pdf"]),
    );
    expect((await api.admin.get("/api/auth/me")).body).toMatchObject({ username: "admin1" });
    expect((await api.admin.get("/api/admin/stats")).body).toMatchObject({ products: 0, inquiries: 0 });
  });

  it("is for admins only", async () => {
    await api.admin.post("/api/database/seed");
    expect((await api.visitor.post("/api/database/clear")).status).toBe(401);
    expect((await api.staff.post("/api/database/clear")).status).toBe(403);
    expect((await rowCounts()).categories).toBe(5);
  });
});
