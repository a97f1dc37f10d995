import { describe, expect, it } from "vitest";
import type { HeroSlide } from "~/services/content/hero-slide.server";
import { expectFieldErrors, expectUnknownIdsNotFound, expectWritesNeedSession } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

const slide = {
  title: "Face recognition for every door",
  subtitle: "From 5-inch to 10-inch terminals",
  backgroundImageUrl: "/uploads/hero-1.webp",
  ctaText: "Explore products",
  ctaLink: "/products",
  cta2Text: "Contact sales",
  cta2Link: "/contact",
  stats: [{ value: "50,000", label: "faces" }],
  order: 1,
};

async function createSlide(body: object = slide): Promise<HeroSlide> {
  const response = await api.staff.post<HeroSlide>("/api/hero-slides", body);
  expect(response.status).toBe(201);
  return response.body;
}

const titles = (slides: HeroSlide[]) => slides.map((item) => item.title);

describe("GET /api/hero-slides", () => {
  it("lists the active slides by order for everyone; staff asking for all get the inactive ones too", async () => {
    await createSlide({ ...slide, title: "Second", order: 2 });
    await createSlide({ ...slide, title: "Hidden", order: 0, isActive: false });
    await createSlide({ ...slide, title: "First", order: 1 });

    expect(titles((await api.visitor.get<HeroSlide[]>("/api/hero-slides")).body)).toEqual(["First", "Second"]);
    expect(titles((await api.visitor.get<HeroSlide[]>("/api/hero-slides?all=true")).body)).toEqual(["First", "Second"]);
    expect(titles((await api.staff.get<HeroSlide[]>("/api/hero-slides")).body)).toEqual(["First", "Second"]);
    const all = await api.staff.get<HeroSlide[]>("/api/hero-slides?all=true");
    expect(titles(all.body)).toEqual(["Hidden", "First", "Second"]);
    expect(all.headers.get("cache-control")).toBe("no-store");
  });
});

describe("POST /api/hero-slides", () => {
  it("creates a slide with the database's defaults for what is left out", async () => {
    const created = await createSlide({ title: "Plain", backgroundImageUrl: "https://cdn.example.com/bg.webp" });
    expect(created).toMatchObject({ order: 0, isActive: true, stats: [], subtitle: null, cta2Link: null });
    expect(await createSlide()).toMatchObject(slide);
  });

  it("names every invalid field", async () => {
    const response = await api.staff.post("/api/hero-slides", {
      ctaLink: "javascript:alert(1)",
      stats: Array.from({ length: 9 }, () => ({ value: "1", label: "x" })),
      order: 1.5,
      isActive: "no",
    });
    expectFieldErrors(response, {
      title: "Title is required",
      backgroundImageUrl: "Background image URL is required",
      ctaLink: "Button link must be an http(s) address or a path starting with /",
      stats: "At most 8 statistics",
      order: "Order must be a whole number",
      isActive: "Active must be true or false",
    });
    expectFieldErrors(await api.staff.post("/api/hero-slides", { ...slide, stats: [{ value: "1" }] }), {
      "stats.0.label": "Statistic label is required",
    });
  });
});

describe("PUT and DELETE /api/hero-slides/{id}", () => {
  it("changes only the fields sent", async () => {
    const created = await createSlide();
    const response = await api.staff.put<HeroSlide>(`/api/hero-slides/${created.id}`, { isActive: false });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...slide, isActive: false });
    expect((await api.visitor.get("/api/hero-slides")).body).toEqual([]);
  });

  it("deletes a slide", async () => {
    const created = await createSlide();
    expect((await api.staff.delete(`/api/hero-slides/${created.id}`)).status).toBe(204);
    expect((await api.staff.get("/api/hero-slides?all=true")).body).toEqual([]);
  });

  it("answers 404 for an id that names no slide", async () => {
    await expectUnknownIdsNotFound(api, "/api/hero-slides", { title: "x" }, "Hero slide not found");
  });

  it("needs a signed-in staff member to write", async () => {
    const created = await createSlide();
    await expectWritesNeedSession(api, "/api/hero-slides", created.id, slide);
    expect((await api.visitor.get("/api/hero-slides")).body).toEqual([created]);
  });
});
