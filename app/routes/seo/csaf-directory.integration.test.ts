/**
 * The CSAF directory follows the advisories (decision 079): a publication adds a signed document
 * with its checksums, an update makes a new version with a revision entry, a withdrawal keeps the
 * file with a revision that says so; index.txt and changes.csv list exactly the documents (the
 * latter newest first); drafts and scheduled advisories are not there; an advisory no valid
 * document can be made from is refused at publishing, naming the field; the VEX statements go
 * through the API to the advisory's page and its document.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { AdvisoryRow } from "~/schemas/content/security-advisory";
import { useContentApi } from "../../../tests/support/kits/content-test-kit";
import { productsWithFirmwareFix } from "../../../tests/support/kits/advisory-test-kit";
import { readCsafDirectory, signedBy, verifyWithDebianTools } from "../../../tests/support/checks/csaf-files";

const api = useContentApi();

/** A 400 whose field errors name exactly `fields`, each with a message. */
function expectFieldErrors(response: { status: number; body: unknown }, fields: string[]) {
  expect(response.status).toBe(400);
  const named = (response.body as { fields?: Record<string, string> }).fields ?? {};
  expect(Object.keys(named).sort()).toEqual([...fields].sort());
  for (const message of Object.values(named)) expect(message).toMatch(/\w/);
}
const DIRECTORY = "/.well-known/csaf/white";

async function text(path: string) {
  const response = await fetch(api.visitor.baseUrl + path);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

/** Two products and a firmware version that runs on the first. */
async function catalogue() {
  const { products, fix } = await productsWithFirmwareFix(api, ["FR9", "R2"]);
  return { terminal: products[0]!, reader: products[1]!, fix };
}

const advisoryBody = (parts: Awaited<ReturnType<typeof catalogue>>, overrides: object = {}) => ({
  code: "AUR-SA-2026-301",
  title: "Relay opens on a replayed badge",
  summary: "A replayed OSDP message opens the relay.",
  cvssVector: "CVSS:3.1/AV:A/AC:L/PR:N/UI:N/S:U/C:N/I:H/A:N",
  cveIds: ["CVE-2026-30101"],
  cweId: "cwe-294",
  publishedOn: "2026-11-02",
  products: [{ productId: parts.terminal.id, affectedVersions: "1.0.0 to 2.0.0" }],
  notAffected: [
    { productId: parts.reader.id, justification: "component_not_present", impactStatement: "The R2 has no OSDP secure channel." },
  ],
  fixedVersionIds: [parts.fix.id],
  revisions: [{ revisedOn: "2026-11-02", note: "Initial publication." }],
  ...overrides,
});

const PATH = "2026/aur-sa-2026-301.json";

describe("the CSAF directory", () => {
  it("follows a publication, an update and a withdrawal, with checksums and signatures that verify", async () => {
    const parts = await catalogue();
    const created = await api.staff.post<AdvisoryRow>("/api/advisories", advisoryBody(parts));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      cweId: "CWE-294",
      notAffected: [{ productId: parts.reader.id, justification: "component_not_present" }],
    });

    const first = await text(`${DIRECTORY}/${PATH}`);
    expect(first).toMatchObject({ status: 200, type: "application/json; charset=utf-8", cache: "no-cache" });
    const document = JSON.parse(first.body);
    expect(document.document.tracking).toMatchObject({
      id: "AUR-SA-2026-301",
      version: "1",
      initial_release_date: "2026-11-02T00:00:00.000Z",
    });
    expect(document.vulnerabilities[0].cwe).toEqual({ id: "CWE-294", name: "Authentication Bypass by Capture-replay" });
    expect((await text(`${DIRECTORY}/${PATH}.sha256`)).body).toBe(
      `${createHash("sha256").update(first.body).digest("hex")}  aur-sa-2026-301.json\n`,
    );
    expect((await text(`${DIRECTORY}/${PATH}.sha512`)).body).toBe(
      `${createHash("sha512").update(first.body).digest("hex")}  aur-sa-2026-301.json\n`,
    );
    const files = await readCsafDirectory(api.visitor.baseUrl);
    expect(await signedBy(first.body, (await text(`${DIRECTORY}/${PATH}.asc`)).body, files.key)).toBe(true);
    expect(await signedBy(`${first.body} `, (await text(`${DIRECTORY}/${PATH}.asc`)).body, files.key)).toBe(false);
    await verifyWithDebianTools(api.visitor.baseUrl, files);

    const updated = await api.staff.put(`/api/advisories/${created.body.id}`, {
      workaround: "Turn the OSDP secure channel on.",
      revisions: [...advisoryBody(parts).revisions, { revisedOn: "2026-11-20", note: "Workaround added." }],
    });
    expect(updated.status, updated.text).toBe(200);
    const second = JSON.parse((await text(`${DIRECTORY}/${PATH}`)).body);
    expect(second.document.tracking.version).toBe("2");
    expect(second.document.tracking.revision_history.at(-1).summary).toBe("Workaround added.");
    expect(second.vulnerabilities[0].remediations.map((remediation: { category: string }) => remediation.category)).toEqual([
      "vendor_fix",
      "workaround",
    ]);

    // An update that changes nothing makes no version.
    await api.staff.put(`/api/advisories/${created.body.id}`, { title: "Relay opens on a replayed badge" });
    expect(JSON.parse((await text(`${DIRECTORY}/${PATH}`)).body).document.tracking.version).toBe("2");

    expect((await api.staff.put(`/api/advisories/${created.body.id}`, { status: "draft" })).status).toBe(200);
    const withdrawn = JSON.parse((await text(`${DIRECTORY}/${PATH}`)).body);
    expect(withdrawn.document.tracking.version).toBe("3");
    expect(withdrawn.document.tracking.revision_history.at(-1).summary).toBe("Withdrawn.");
    expect(withdrawn.document.notes.map((note: { title: string }) => note.title)).toEqual(["Summary", "Withdrawn"]);
    await verifyWithDebianTools(api.visitor.baseUrl, await readCsafDirectory(api.visitor.baseUrl));
    expect((await text(`${DIRECTORY}/index.txt`)).body).toBe(`${PATH}\n`);
  });

  it("lists exactly the published documents, changes.csv newest first, and never a draft or scheduled advisory", async () => {
    const parts = await catalogue();
    const publish = (code: string, revisedOn: string, overrides: object = {}) =>
      api.staff.post(
        "/api/advisories",
        advisoryBody(parts, { code, publishedOn: revisedOn, revisions: [{ revisedOn, note: "Initial publication." }], ...overrides }),
      );
    expect((await publish("AUR-SA-2025-009", "2025-12-30")).status).toBe(201);
    expect((await publish("AUR-SA-2026-310", "2026-03-01")).status).toBe(201);
    expect((await publish("AUR-SA-2026-311", "2026-03-02", { status: "draft" })).status).toBe(201);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await publish("AUR-SA-2026-312", "2026-03-03", { status: "scheduled", publishAt: later })).status).toBe(201);

    const index = await text(`${DIRECTORY}/index.txt`);
    expect(index).toMatchObject({ status: 200, type: "text/plain; charset=utf-8" });
    expect(index.body).toBe("2025/aur-sa-2025-009.json\n2026/aur-sa-2026-310.json\n");
    expect((await text(`${DIRECTORY}/changes.csv`)).body).toBe(
      '"2026/aur-sa-2026-310.json","2026-03-01T00:00:00.000Z"\n"2025/aur-sa-2025-009.json","2025-12-30T00:00:00.000Z"\n',
    );
    expect((await text(`${DIRECTORY}/2026/aur-sa-2026-311.json`)).status).toBe(404);
    expect((await text(`${DIRECTORY}/2026/aur-sa-2026-312.json`)).status).toBe(404);
  });

  it("refuses to publish an advisory no valid document can be made from, naming the field, and keeps a draft", async () => {
    const parts = await catalogue();
    expectFieldErrors(
      await api.staff.post(
        "/api/advisories",
        advisoryBody(parts, { products: [{ productId: parts.terminal.id, affectedVersions: "all of them" }] }),
      ),
      ["products"],
    );
    expectFieldErrors(await api.staff.post("/api/advisories", advisoryBody(parts, { cweId: "CWE-999999" })), ["cweId"]);
    expectFieldErrors(
      await api.staff.post(
        "/api/advisories",
        advisoryBody(parts, {
          notAffected: [{ productId: parts.terminal.id, justification: "component_not_present", impactStatement: "x" }],
        }),
      ),
      ["notAffected"],
    );
    expectFieldErrors(
      await api.staff.post(
        "/api/advisories",
        advisoryBody(parts, { notAffected: [{ productId: parts.reader.id, justification: "nope", impactStatement: "" }] }),
      ),
      ["notAffected.0.justification", "notAffected.0.impactStatement"],
    );
    const draft = await api.staff.post<AdvisoryRow>(
      "/api/advisories",
      advisoryBody(parts, { status: "draft", products: [{ productId: parts.terminal.id, affectedVersions: "all of them" }] }),
    );
    expect(draft.status).toBe(201);
    expectFieldErrors(await api.staff.put(`/api/advisories/${draft.body.id}`, { status: "published" }), ["products"]);
    expect((await api.staff.get<AdvisoryRow>(`/api/advisories/${draft.body.id}`)).body.status).toBe("draft");
    expect((await text(`${DIRECTORY}/index.txt`)).body).toBe("");
  });

  it("shows the products not affected, why, and the document's link on the advisory's page", async () => {
    const parts = await catalogue();
    expect((await api.staff.post("/api/advisories", advisoryBody(parts))).status).toBe(201);
    const page = (await text("/security/AUR-SA-2026-301")).body;
    expect(page).toContain("Products not affected");
    expect(page).toContain("The vulnerable component is not present");
    expect(page).toContain("The R2 has no OSDP secure channel.");
    expect(page).toContain(`href="${DIRECTORY}/${PATH}"`);
    expect((await text("/de/security/AUR-SA-2026-301")).body).toContain("Die verwundbare Komponente ist nicht enthalten");
  });
});
