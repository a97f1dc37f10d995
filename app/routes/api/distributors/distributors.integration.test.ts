import { describe, expect, it } from "vitest";
import type { DistributorRow as Distributor } from "~/schemas/content/distributor";
import {
  expectFieldErrors,
  expectUnknownIdsNotFound,
  expectWritesNeedSession,
  staffCreator,
} from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

/** Every field of a distributor. */
const hamburg = () => ({
  companyName: "Hanse Zutritt GmbH",
  country: "DE",
  region: "europe",
  tier: "gold",
  contactName: "Jonas Petersen",
  email: "info@hanse-zutritt.example.com",
  phone: "+49 40 5550 7788",
  website: "https://hanse-zutritt.example.com",
  address: "Speicherweg 3",
  city: "Hamburg",
  notes: "Showroom with live access control.",
  isPublished: true,
});

const createDistributor = staffCreator<Distributor>(api, "/api/distributors", hamburg);

/** A distributor unlike `hamburg`, with these fields changed. */
const other = (fields: object) =>
  createDistributor({ ...hamburg(), companyName: "Other", city: "Elsewhere", contactName: null, notes: null, ...fields });

const companies = (rows: Distributor[]) => rows.map((row) => row.companyName);

describe("GET /api/distributors", () => {
  it("lists the published distributors for everyone, higher tiers first, then by company; staff asking for all see the rest", async () => {
    await other({ companyName: "beta Gold", tier: "gold" });
    await other({ companyName: "Authorised One", tier: "authorised" });
    await other({ companyName: "Alpha Gold", tier: "gold" });
    await other({ companyName: "Top Platinum", tier: "platinum" });
    await other({ companyName: "Hidden", tier: "platinum", isPublished: false });

    const listed = await api.visitor.get<Distributor[]>("/api/distributors");
    expect(listed.status).toBe(200);
    expect(companies(listed.body)).toEqual(["Top Platinum", "Alpha Gold", "beta Gold", "Authorised One"]);
    expect(listed.headers.get("x-total-count")).toBe("4");
    expect(companies((await api.visitor.get<Distributor[]>("/api/distributors?all=true")).body)).not.toContain("Hidden");
    expect(companies((await api.staff.get<Distributor[]>("/api/distributors")).body)).not.toContain("Hidden");

    const all = await api.staff.get<Distributor[]>("/api/distributors?all=true");
    expect(companies(all.body)).toEqual(["Hidden", "Top Platinum", "Alpha Gold", "beta Gold", "Authorised One"]);
    expect(all.headers.get("cache-control")).toBe("no-store");
  });

  it("filters by country (either case), region and a text in the company, city, contact person or country name", async () => {
    const german = await createDistributor();
    const french = await other({ companyName: "Verrou Systèmes", country: "FR", city: "Lyon", contactName: "Camille Morel" });
    const mexican = await other({ companyName: "Puerta Segura", country: "MX", region: "latin_america", city: "Guadalajara" });
    const search = async (query: string) => companies((await api.visitor.get<Distributor[]>(`/api/distributors?${query}`)).body);

    expect(await search("country=de")).toEqual([german.companyName]);
    expect(await search("country=FR&region=europe")).toEqual([french.companyName]);
    expect(await search("region=latin_america")).toEqual([mexican.companyName]);
    expect(await search("country=&region=&q=")).toHaveLength(3);
    expect(await search("q=lyon")).toEqual([french.companyName]);
    expect(await search("q=camille")).toEqual([french.companyName]);
    expect(await search("q=HANSE")).toEqual([german.companyName]);
    expect(await search("q=Mexico")).toEqual([mexican.companyName]);
    expect(await search("q=100%25")).toEqual([]);
    expect(await search("country=JP")).toEqual([]);
  });

  it("pages with limit and offset", async () => {
    for (const companyName of ["A", "B", "C"]) await other({ companyName });
    const page = await api.visitor.get<Distributor[]>("/api/distributors?limit=2&offset=1");
    expect(companies(page.body)).toEqual(["B", "C"]);
    expect(page.headers.get("x-total-count")).toBe("3");
  });

  it("refuses an unknown country or region with 400 naming it", async () => {
    expectFieldErrors(await api.visitor.get("/api/distributors?country=XX&region=mars"), {
      country: "Country must be an ISO 3166-1 alpha-2 code, such as DE",
      region: "Region must be one of africa, asia_pacific, europe, latin_america, middle_east, north_america",
    });
  });
});

describe("POST /api/distributors", () => {
  it("creates a distributor with every field and answers 201 with the stored row", async () => {
    expect(await createDistributor()).toEqual({
      id: expect.any(String),
      ...hamburg(),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("stores the country in capitals, the tier and published flag from the database's defaults, and empty optional fields as null", async () => {
    const { tier: _tier, isPublished: _isPublished, ...withoutDefaults } = hamburg();
    expect(await createDistributor({ ...withoutDefaults, country: "de", phone: "", website: "", notes: "  " })).toMatchObject({
      country: "DE",
      tier: "authorised",
      isPublished: true,
      phone: null,
      website: null,
      notes: null,
    });
  });

  it("names each missing required field", async () => {
    expectFieldErrors(await api.staff.post("/api/distributors", {}), {
      companyName: "Company name is required",
      country: "Country is required",
      region: "Region is required",
      email: "Email is required",
      city: "City is required",
    });
  });

  it("names each invalid field: an unknown country, region, tier, e-mail, a website that is no http(s) address, too long, wrong types", async () => {
    const response = await api.staff.post("/api/distributors", {
      ...hamburg(),
      country: "EU",
      region: "atlantis",
      tier: "silver",
      email: "not-an-address",
      website: "javascript:alert(1)",
      notes: "n".repeat(1001),
      phone: 4940555,
      isPublished: "yes",
    });
    expectFieldErrors(response, {
      country: "Country must be an ISO 3166-1 alpha-2 code, such as DE",
      region: "Region must be one of africa, asia_pacific, europe, latin_america, middle_east, north_america",
      tier: "Partner tier must be one of platinum, gold, authorised",
      email: "Email must be a valid e-mail address",
      website: "Website must start with http:// or https://",
      notes: "Notes must be at most 1000 characters",
      phone: "Phone must be text",
      isPublished: "Published must be true or false",
    });
    expectFieldErrors(await api.staff.post("/api/distributors", { ...hamburg(), website: "/contact" }), {
      website: "Website must start with http:// or https://",
    });
  });
});

describe("PUT and DELETE /api/distributors/{id}", () => {
  it("keeps the fields left out of a partial update, replaces those sent, and can unpublish", async () => {
    const distributor = await createDistributor();
    const response = await api.staff.put<Distributor>(`/api/distributors/${distributor.id}`, { tier: "platinum", isPublished: false });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...distributor, tier: "platinum", isPublished: false, updatedAt: expect.any(String) });
    expect((await api.visitor.get("/api/distributors")).body).toEqual([]);
  });

  it("deletes: 204, then gone from the list, and 404 for unknown ids", async () => {
    const distributor = await createDistributor();
    const deleted = await api.staff.delete(`/api/distributors/${distributor.id}`);
    expect(deleted.status).toBe(204);
    expect((await api.visitor.get("/api/distributors")).body).toEqual([]);
    await expectUnknownIdsNotFound(api, "/api/distributors", { city: "Bremen" }, "Distributor not found");
  });

  it("lets editors and admins write, and refuses every write without a session with 401", async () => {
    const distributor = await createDistributor();
    expect((await api.admin.put(`/api/distributors/${distributor.id}`, { city: "Bremen" })).status).toBe(200);
    await expectWritesNeedSession(api, "/api/distributors", distributor.id, hamburg());
    expect((await api.visitor.get<Distributor[]>("/api/distributors")).body).toMatchObject([{ city: "Bremen" }]);
  });
});
