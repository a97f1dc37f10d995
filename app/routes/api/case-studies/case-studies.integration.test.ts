import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { solutions } from "~/db/schema";
import type { CaseStudyRow as CaseStudy } from "~/schemas/content/case-study";
import {
  describeStaffManagedEntity,
  expectFieldErrors,
  expectSlugConflict,
  staffCreator,
  useCatalogueApi,
} from "../../../../tests/support/kits/catalogue-test-kit";

const api = useCatalogueApi();
let campusId: string;
let officeId: string;

beforeEach(async () => {
  const [campus, office] = await api.database.db
    .insert(solutions)
    .values([
      { name: "Smart Campus", slug: "smart-campus", description: "Schools", useCase: "Gates and dormitories" },
      { name: "Office Access", slug: "office-access", description: "Offices", useCase: "Reception gates" },
    ])
    .returning();
  campusId = campus!.id;
  officeId = office!.id;
});

/** Every case study field of docs/behaviour/admin-area.md §3. */
const riverside = () => ({
  title: "Riverside College stops card lending",
  slug: "riverside-college",
  industry: "education",
  problem: "Students lent their ID cards at the main gate.",
  solution: "Face recognition terminals on four gate lanes.",
  results: "Morning peak cleared in 15 minutes; no more lent cards.",
  client: "Riverside College",
  location: "Manchester, UK",
  heroImageUrl: "/uploads/riverside.webp",
  imageGallery: ["/uploads/riverside-gate.webp", "https://cdn.example.com/riverside-dorm.jpg"],
  testimonial: "The gates paid for themselves in a term.",
  testimonialAuthor: "Head of Facilities",
  solutionId: campusId,
  translations: { ko: { title: "리버사이드 칼리지, 카드 대여를 멈추다", results: "아침 혼잡이 15분 만에 해소되었습니다." } },
});

const harbourBank = () => ({
  title: "Harbour Bank secures its server rooms",
  slug: "harbour-bank",
  industry: "finance",
  problem: "Shared PIN codes on server room doors.",
  solution: "Face plus PIN terminals.",
  results: "Every entry is now attributable.",
  solutionId: officeId,
});

const createCaseStudy = staffCreator<CaseStudy>(api, "/api/case-studies", riverside);

describeStaffManagedEntity(api, {
  path: "/api/case-studies",
  notFoundMessage: "Case study not found",
  requiredFieldMessages: {
    title: "Title is required",
    slug: "Slug is required",
    industry: "Industry is required",
    problem: "Problem is required",
    solution: "Solution is required",
    results: "Results is required",
  },
  create: createCaseStudy,
  otherBody: harbourBank,
});

describe("GET /api/case-studies", () => {
  it("lists every case study for everyone, newest first, or those of one solution", async () => {
    const college = await createCaseStudy();
    const bank = await createCaseStudy(harbourBank());
    const all = await api.visitor.get<CaseStudy[]>("/api/case-studies");
    expect(all.status).toBe(200);
    expect(all.body.map((caseStudy) => caseStudy.id)).toEqual([bank.id, college.id]);
    expect((await api.visitor.get(`/api/case-studies?solution=${campusId}`)).body).toEqual([college]);
    expect((await api.visitor.get(`/api/case-studies?solution=${randomUUID()}`)).body).toEqual([]);
  });

  it("refuses a solution filter that is not an id with 400", async () => {
    expectFieldErrors(await api.visitor.get("/api/case-studies?solution=smart-campus"), { solution: "Solution must be a valid id" });
  });
});

describe("POST /api/case-studies", () => {
  it("creates a case study with every field and answers 201 with the stored row", async () => {
    expect(await createCaseStudy()).toEqual({ id: expect.any(String), ...riverside(), createdAt: expect.any(String) });
  });

  it("stores a case study without a solution, and the optional fields left out as empty", async () => {
    const { solutionId: _solutionId, client: _client, imageGallery: _imageGallery, ...withoutThem } = riverside();
    expect(await createCaseStudy({ ...withoutThem, location: "" })).toMatchObject({
      solutionId: null,
      client: null,
      location: null,
      imageGallery: [],
    });
  });

  it("names each invalid field: wrong types, too long, a bad slug, script addresses, a malformed solution id", async () => {
    const response = await api.staff.post("/api/case-studies", {
      ...riverside(),
      slug: "riverside college",
      client: ["Riverside"],
      results: "r".repeat(10_001),
      heroImageUrl: "javascript:alert(1)",
      imageGallery: ["javascript:alert(1)"],
      solutionId: "smart-campus",
    });
    expectFieldErrors(response, {
      slug: "Use lower-case letters, digits and single hyphens",
      client: "Client must be text",
      results: "Results must be at most 10000 characters",
      heroImageUrl: "Hero image must be an http(s) address or a path starting with /",
      "imageGallery.0": "Gallery image must be an http(s) address or a path starting with /",
      solutionId: "Solution must be a valid id",
    });
  });

  it("refuses a solution that does not exist with 400", async () => {
    expectFieldErrors(await api.staff.post("/api/case-studies", { ...riverside(), solutionId: randomUUID() }), {
      solutionId: "Choose an existing solution",
    });
  });

  it("refuses a slug already in use with 409", async () => {
    await createCaseStudy();
    expectSlugConflict(await api.staff.post("/api/case-studies", { ...harbourBank(), slug: "riverside-college" }));
  });
});

describe("PUT /api/case-studies/{id}", () => {
  it("keeps the fields left out of a partial update and replaces those sent", async () => {
    const caseStudy = await createCaseStudy();
    const response = await api.staff.put(`/api/case-studies/${caseStudy.id}`, { location: "Leeds, UK", solutionId: officeId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...caseStudy, location: "Leeds, UK", solutionId: officeId });
  });

  it("unlinks the solution when sent null, and refuses a solution that does not exist", async () => {
    const caseStudy = await createCaseStudy();
    expect((await api.staff.put(`/api/case-studies/${caseStudy.id}`, { solutionId: null })).body).toMatchObject({ solutionId: null });
    expectFieldErrors(await api.staff.put(`/api/case-studies/${caseStudy.id}`, { solutionId: randomUUID() }), {
      solutionId: "Choose an existing solution",
    });
  });

  it("validates like create and refuses another case study's slug with 409", async () => {
    const caseStudy = await createCaseStudy();
    await createCaseStudy(harbourBank());
    expectFieldErrors(await api.staff.put(`/api/case-studies/${caseStudy.id}`, { title: "", problem: 7 }), {
      title: "Title is required",
      problem: "Problem is required",
    });
    expectSlugConflict(await api.staff.put(`/api/case-studies/${caseStudy.id}`, { slug: "harbour-bank" }));
  });
});
