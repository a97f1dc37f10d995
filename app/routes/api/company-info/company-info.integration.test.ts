import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { CompanyInfo } from "~/services/content/company-info.server";
import { expectFieldErrors } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

const factory = {
  section: "factory",
  title: "Our factory",
  content: "12,000 m² in Shenzhen",
  stats: { "Production lines": "8", Engineers: "120" },
  imageGallery: ["/uploads/line-1.webp"],
  videoUrl: "https://video.example.com/tour",
};

async function createSection(body: object = factory): Promise<CompanyInfo> {
  const response = await api.staff.post<CompanyInfo>("/api/company-info", body);
  expect(response.status).toBe(201);
  return response.body;
}

describe("GET /api/company-info", () => {
  it("lists every section for everyone, and one section by its name", async () => {
    const created = await createSection();
    await createSection({ section: "about", content: "Since 2009" });
    const all = await api.visitor.get<CompanyInfo[]>("/api/company-info");
    expect(all.status).toBe(200);
    expect(all.body.map((row) => row.section)).toEqual(["about", "factory"]);
    const one = await api.visitor.get("/api/company-info/factory");
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created);
  });

  it("answers 404 JSON for a section not written yet and for an unknown section", async () => {
    for (const path of ["/api/company-info/certifications", "/api/company-info/careers"]) {
      const response = await api.visitor.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: "Company information not found" });
    }
  });
});

describe("POST /api/company-info", () => {
  it("creates a section with certifications and client logos", async () => {
    const created = await createSection({
      section: "certifications",
      certifications: [
        { name: "CE", imageUrl: "/uploads/ce.webp" },
        { name: "FCC", imageUrl: "", description: "Part 15" },
      ],
      clientLogos: ["https://cdn.example.com/logo.png"],
    });
    expect(created).toMatchObject({
      certifications: [
        { name: "CE", imageUrl: "/uploads/ce.webp" },
        { name: "FCC", description: "Part 15" },
      ],
      clientLogos: ["https://cdn.example.com/logo.png"],
      stats: {},
      imageGallery: [],
      title: null,
    });
  });

  it("answers 409 naming the section when it exists already", async () => {
    await createSection();
    const response = await api.staff.post("/api/company-info", { section: "factory", title: "Again" });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ fields: { section: expect.any(String) } });
  });

  it("names every invalid field", async () => {
    const response = await api.staff.post("/api/company-info", {
      section: "careers",
      stats: { Engineers: 120 },
      certifications: [{ imageUrl: "/uploads/ce.webp" }],
      clientLogos: ["not a url"],
      videoUrl: "data:video/mp4;base64,AAAA",
    });
    expectFieldErrors(response, {
      section: "Choose one of about, factory, certifications",
      "stats.Engineers": "Each statistic must be text",
      "certifications.0.name": "Certification name is required",
      "clientLogos.0": "client logo must be an http(s) address or a path starting with /",
      videoUrl: "Video URL must be an http(s) address or a path starting with /",
    });
  });

  it("needs a signed-in staff member", async () => {
    expect((await api.visitor.post("/api/company-info", factory)).status).toBe(401);
  });
});

describe("PUT /api/company-info/{id}", () => {
  it("changes only the fields sent", async () => {
    const created = await createSection();
    const response = await api.staff.put<CompanyInfo>(`/api/company-info/${created.id}`, { title: "The factory" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...factory, title: "The factory" });
  });

  it("answers 409 when moving a section onto one that exists", async () => {
    await createSection({ section: "about" });
    const created = await createSection();
    expect((await api.staff.put(`/api/company-info/${created.id}`, { section: "about" })).status).toBe(409);
  });

  it("answers 404 for an id that names no section, and 401 without a session", async () => {
    const response = await api.staff.put(`/api/company-info/${randomUUID()}`, { title: "x" });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Company information not found" });
    expect((await api.staff.put("/api/company-info/factory", { title: "x" })).status).toBe(404);
    const created = await createSection();
    expect((await api.visitor.put(`/api/company-info/${created.id}`, { title: "x" })).status).toBe(401);
  });

  it("has no delete", async () => {
    const created = await createSection();
    expect((await api.staff.delete(`/api/company-info/${created.id}`)).status).toBe(405);
  });
});
