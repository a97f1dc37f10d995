import { describe, expect, it } from "vitest";
import { caseStudies } from "~/db/schema";
import type { SolutionRow as Solution } from "~/schemas/content/solution";
import {
  describeStaffManagedEntity,
  expectFieldErrors,
  expectSlugConflict,
  staffCreator,
  useCatalogueApi,
} from "../../../../tests/support/kits/catalogue-test-kit";

const api = useCatalogueApi();

/** Every solution field of docs/behaviour/admin-area.md §3. */
const smartCampus = {
  name: "Smart Campus Access Control",
  slug: "smart-campus",
  tagline: "Face-verified gates and dormitory locks on one system",
  description: "Access control for schools and universities.",
  useCase: "A campus of 3,000 students wants to stop the lending of ID cards at the gate.",
  heroImageUrl: "/uploads/campus.webp",
  industry: ["education", "residential"],
  benefits: ["Cards cannot be lent", "One record opens every door"],
  wiringDiagramUrl: "/uploads/wiring.pdf",
  videoUrl: "https://videos.example.com/campus",
  bomList: [
    { part: "Face recognition terminal", model: "AB-FR700", quantity: 8, notes: "One per lane" },
    { part: "Smart lever lock", model: "AB-L500", quantity: 240, notes: "" },
  ],
  isFeatured: true,
  status: "published",
  publishAt: null,
  translations: { es: { name: "Campus inteligente", benefits: ["Un solo ecosistema de acceso"] } },
};

const officeAccess = {
  name: "Corporate Office Access",
  slug: "corporate-office",
  description: "Touchless entry for staff and visitors.",
  useCase: "Headquarters with 1,800 employees over twelve floors.",
  industry: ["corporate"],
};

const createSolution = staffCreator<Solution>(api, "/api/solutions", () => smartCampus);

describeStaffManagedEntity(api, {
  path: "/api/solutions",
  notFoundMessage: "Solution not found",
  requiredFieldMessages: {
    name: "Name is required",
    slug: "Slug is required",
    description: "Description is required",
    useCase: "Use case is required",
  },
  create: createSolution,
  otherBody: () => officeAccess,
});

describe("GET /api/solutions", () => {
  it("lists every solution for everyone, newest first", async () => {
    const campus = await createSolution();
    const office = await createSolution(officeAccess);
    const response = await api.visitor.get<Solution[]>("/api/solutions");
    expect(response.status).toBe(200);
    expect(response.body.map((solution) => solution.id)).toEqual([office.id, campus.id]);
  });

  it("filters by industry: the solutions whose industry list includes it", async () => {
    const campus = await createSolution();
    const office = await createSolution(officeAccess);
    const slugsFor = async (industry: string) =>
      (await api.visitor.get<Solution[]>(`/api/solutions?industry=${industry}`)).body.map((solution) => solution.slug);
    expect(await slugsFor("residential")).toEqual([campus.slug]);
    expect(await slugsFor("corporate")).toEqual([office.slug]);
    expect(await slugsFor("government")).toEqual([]);
    expect((await api.visitor.get("/api/solutions?industry=%00")).status).toBe(400);
  });

  it("lists only the featured solutions at /api/solutions/featured", async () => {
    const campus = await createSolution();
    await createSolution(officeAccess);
    expect((await api.visitor.get("/api/solutions/featured")).body).toEqual([campus]);
  });
});

describe("POST /api/solutions", () => {
  it("creates a solution with every field and answers 201 with the stored row", async () => {
    expect(await createSolution()).toEqual({
      id: expect.any(String),
      ...smartCampus,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("fills the defaults for the fields left out and completes bill of materials lines", async () => {
    const solution = await createSolution({ ...officeAccess, bomList: [{ part: "Controller", quantity: "2" }] });
    expect(solution).toMatchObject({ isFeatured: false, benefits: [], tagline: null, videoUrl: null });
    expect(solution.bomList).toEqual([{ part: "Controller", model: "", quantity: 2, notes: "" }]);
  });

  it("names each invalid field: wrong types, too long, a bad slug, script addresses, bad bill of materials lines", async () => {
    const response = await api.staff.post("/api/solutions", {
      ...smartCampus,
      slug: "smart_campus",
      tagline: "t".repeat(301),
      industry: "education",
      benefits: [42],
      videoUrl: "javascript:alert(1)",
      wiringDiagramUrl: "ftp://files.example.com/wiring.pdf",
      bomList: [{ part: "", quantity: 0 }, "terminal", { part: "Lock", quantity: 1.5 }],
      isFeatured: 1,
    });
    expectFieldErrors(response, {
      slug: "Use lower-case letters, digits and single hyphens",
      tagline: "Tagline must be at most 300 characters",
      industry: "industry must be a list",
      "benefits.0": "Each benefit must be text",
      videoUrl: "Video URL must be an http(s) address or a path starting with /",
      wiringDiagramUrl: "Wiring diagram URL must be an http(s) address or a path starting with /",
      "bomList.0.part": "Part is required",
      "bomList.0.quantity": "Quantity must be at least 1",
      "bomList.1": "Each bill of materials line must be an object",
      "bomList.2.quantity": "Quantity must be a whole number",
      isFeatured: "Featured must be true or false",
    });
  });

  it("refuses a slug already in use with 409", async () => {
    await createSolution();
    expectSlugConflict(await api.staff.post("/api/solutions", { ...officeAccess, slug: smartCampus.slug }));
  });
});

describe("PUT /api/solutions/{id}", () => {
  it("keeps the fields left out of a partial update and replaces those sent", async () => {
    const solution = await createSolution();
    const response = await api.staff.put(`/api/solutions/${solution.id}`, { industry: ["government"], bomList: [] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...solution, industry: ["government"], bomList: [], updatedAt: expect.any(String) });
  });

  it("validates like create and refuses another solution's slug with 409", async () => {
    const solution = await createSolution();
    await createSolution(officeAccess);
    expectFieldErrors(await api.staff.put(`/api/solutions/${solution.id}`, { useCase: "", heroImageUrl: "javascript:alert(1)" }), {
      useCase: "Use case is required",
      heroImageUrl: "Hero image must be an http(s) address or a path starting with /",
    });
    expectSlugConflict(await api.staff.put(`/api/solutions/${solution.id}`, { slug: officeAccess.slug }));
  });
});

describe("DELETE /api/solutions/{id}", () => {
  it("keeps the solution's case studies, no longer linked to it (the database clears the link)", async () => {
    const solution = await createSolution();
    await api.database.db.insert(caseStudies).values({
      title: "Riverside College",
      slug: "riverside-college",
      industry: "education",
      problem: "Lent cards",
      solution: "Face gates",
      results: "No more lent cards",
      solutionId: solution.id,
    });
    expect((await api.staff.delete(`/api/solutions/${solution.id}`)).status).toBe(204);
    expect(await api.database.db.select({ slug: caseStudies.slug, solutionId: caseStudies.solutionId }).from(caseStudies)).toEqual([
      { slug: "riverside-college", solutionId: null },
    ]);
  });
});
