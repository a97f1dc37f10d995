/**
 * The security center (decision 059): staff write advisories whose CVSS v3.1 vector the server
 * scores, with the products they affect, the versions that fix them and their revisions; the
 * public reads the published ones on /security, an advisory's page, the affected products' pages,
 * the API and the Atom feed; security.txt and the reporting page come from the site settings.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "~/db/schema";
import type { AdvisoryRow } from "~/schemas/content/security-advisory";
import { expectFieldErrors } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";
import { productsWithFirmwareFix } from "../../../../tests/support/kits/advisory-test-kit";

const api = useContentApi();

const CRITICAL = "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H";

async function page(path: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(api.visitor.baseUrl + path);
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

/** A published product, a firmware version that fixes the advisory, and the advisory itself. */
async function publishedAdvisory(overrides: object = {}) {
  const {
    products: [terminal],
    resource,
    fix,
  } = await productsWithFirmwareFix(api, ["FR9"]);
  const response = await api.staff.post<AdvisoryRow>("/api/advisories", {
    code: "aur-sa-2026-101",
    title: "Door opens on a <script> tag",
    summary: "A crafted badge & a long read open the relay.",
    workaround: "Turn the reader's OSDP mode on.",
    cvssVector: CRITICAL,
    cveIds: ["cve-2026-10001"],
    publishedOn: "2026-11-01",
    products: [{ productId: terminal!.id, affectedVersions: "1.0.0 to 2.0.0" }],
    fixedVersionIds: [fix.id],
    revisions: [
      { revisedOn: "2026-11-01", note: "Initial publication." },
      { revisedOn: "2026-11-20", note: "CVE id assigned.", translations: { de: { note: "CVE-Kennung vergeben." } } },
    ],
    translations: { de: { title: "Tür öffnet bei einem Skript-Tag" } },
    ...overrides,
  });
  expect(response.status).toBe(201);
  return { advisory: response.body, terminal: terminal!, resource, fix };
}

describe("an advisory written by staff", () => {
  it("is scored from its vector by the server, with its id and CVE ids in capitals", async () => {
    const { advisory, terminal, fix } = await publishedAdvisory({ cvssScore: 1, severity: "low" });
    expect(advisory).toMatchObject({
      code: "AUR-SA-2026-101",
      cvssScore: 9.8,
      severity: "critical",
      cveIds: ["CVE-2026-10001"],
      products: [{ productId: terminal.id, affectedVersions: "1.0.0 to 2.0.0" }],
      fixedVersionIds: [fix.id],
    });
    expect(advisory.revisions.map((revision) => revision.note)).toEqual(["Initial publication.", "CVE id assigned."]);
    const rescored = await api.staff.put<AdvisoryRow>(`/api/advisories/${advisory.id}`, {
      cvssVector: "CVSS:3.1/AV:P/AC:H/PR:H/UI:R/S:U/C:L/I:N/A:N",
    });
    expect(rescored.body).toMatchObject({ cvssScore: 1.6, severity: "low", fixedVersionIds: [fix.id] });
    expect((await api.visitor.get<AdvisoryRow>("/api/advisories/aur-sa-2026-101")).body.id).toBe(advisory.id);
  });

  it("refuses bad input by field, and a second advisory with one id", async () => {
    expectFieldErrors(
      await api.staff.post("/api/advisories", {
        code: "no spaces",
        title: "T",
        summary: "S",
        cvssVector: "CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
        cveIds: ["CVE-26-1"],
        publishedOn: "2026-02-30",
      }),
      {
        code: "Advisory id must be letters, digits and dashes, such as AUR-SA-2026-001",
        cvssVector: "CVSS vector must be a whole CVSS v3.1 vector, such as CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
        "cveIds.0": "Each CVE id must look like CVE-2026-12345",
        publishedOn: "Published date must be a date such as 2026-11-23",
      },
    );
    // A draft: a published advisory names its affected products (decision 079).
    const base = { code: "AUR-SA-1", title: "T", summary: "S", cvssVector: CRITICAL, publishedOn: "2026-11-01", status: "draft" };
    expectFieldErrors(
      await api.staff.post("/api/advisories", { ...base, products: [{ productId: crypto.randomUUID(), affectedVersions: "1.0" }] }),
      {
        products: "Choose existing products",
      },
    );
    expectFieldErrors(await api.staff.post("/api/advisories", { ...base, fixedVersionIds: [crypto.randomUUID()] }), {
      fixedVersionIds: "Choose existing versions",
    });
    expect((await api.staff.post("/api/advisories", base)).status).toBe(201);
    const twice = await api.staff.post<{ fields: object }>("/api/advisories", { ...base, code: "aur-sa-1" });
    expect(twice.status).toBe(409);
    expect(twice.body.fields).toEqual({ code: "This advisory id is already in use" });
    expect((await api.visitor.post("/api/advisories", base)).status).toBe(401);
  });

  it("stays out of public sight as a draft", async () => {
    const { advisory, terminal } = await publishedAdvisory({ status: "draft" });
    expect((await api.visitor.get<AdvisoryRow[]>("/api/advisories")).body).toEqual([]);
    expect((await api.visitor.get("/api/advisories/AUR-SA-2026-101")).status).toBe(404);
    expect((await api.staff.get<AdvisoryRow[]>("/api/advisories")).body.map((row) => row.id)).toEqual([advisory.id]);
    expect((await page("/security/AUR-SA-2026-101")).status).toBe(404);
    expect((await page(`/products/${terminal.slug}`)).text).not.toContain("AUR-SA-2026-101");
  });
});

describe("an advisory's place in the site", () => {
  it("is found by the site search by its id, its CVE id and its words, once published", async () => {
    const { advisory } = await publishedAdvisory({ status: "draft" });
    // (Each address is asked once: a kept answer may be served once more, stale, after a change.)
    const found = async (q: string, limit = 10) => {
      const answer = await api.visitor.get<{ results: { kind: string; href: string }[] }>(
        `/api/search?q=${encodeURIComponent(q)}&limit=${limit}`,
      );
      return answer.body.results.filter((hit) => hit.kind === "advisory").map((hit) => hit.href);
    };
    expect(await found("CVE-2026-10001", 9)).toEqual([]);
    await api.staff.put(`/api/advisories/${advisory.id}`, { status: "published" });
    for (const q of ["AUR-SA-2026-101", "CVE-2026-10001", "crafted badge", "Skript-Tag"]) {
      expect(await found(q), q).toEqual(["/security/AUR-SA-2026-101"]);
    }
    expect(await (await fetch(`${api.visitor.baseUrl}/search?q=relay`)).text()).toContain("Security advisories");
  });

  it("is in the activity log with its parts, by the staff member who wrote it", async () => {
    const { advisory, terminal } = await publishedAdvisory();
    await api.staff.put(`/api/advisories/${advisory.id}`, {
      title: "Door opens on a crafted badge",
      products: [{ productId: terminal.id, affectedVersions: "1.0.0 to 2.0.1" }],
    });
    const entries = await api.database.db
      .select({
        action: activityLog.action,
        kind: activityLog.entityKind,
        label: activityLog.itemLabel,
        changes: activityLog.changes,
        actor: activityLog.actorName,
      })
      .from(activityLog)
      .where(eq(activityLog.itemId, advisory.id))
      .orderBy(asc(activityLog.createdAt));
    expect(entries.map((entry) => [entry.action, entry.kind, entry.actor])).toEqual([
      ["create", "security_advisory", "editor1"],
      ["update", "security_advisory", "editor1"],
      ["update", "security_advisory", "editor1"],
      ["update", "security_advisory", "editor1"],
    ]);
    expect(entries[1]!.changes).toMatchObject({
      products: { from: [], to: ["Terminal FR9 (1.0.0 to 2.0.0)"] },
      fixedVersionIds: { to: ["FR9 firmware 2.0.1"] },
    });
    expect(entries[2]!.changes).toEqual({ title: { from: "Door opens on a <script> tag", to: "Door opens on a crafted badge" } });
    expect(entries[3]!.changes).toEqual({ products: { from: ["Terminal FR9 (1.0.0 to 2.0.0)"], to: ["Terminal FR9 (1.0.0 to 2.0.1)"] } });
  });
});

describe("the public security center", () => {
  it("lists the advisory and shows its page with products, fixes, workaround, weakness and revisions", async () => {
    const { terminal, resource, fix } = await publishedAdvisory({ cweId: "CWE-287" });
    const list = await page("/security");
    expect(list.text).toContain("AUR-SA-2026-101");
    expect(list.text).toContain("Door opens on a &lt;script&gt; tag");
    expect(list.text).toContain("Critical");
    expect(list.text).toContain(`href="${api.visitor.baseUrl}/security/feed.atom"`);
    const detail = (await page("/security/aur-sa-2026-101")).text;
    expect(detail).toContain("CVSS 9.8");
    expect(detail).toContain(CRITICAL);
    expect(detail).toContain("CVE-2026-10001");
    expect(detail).toContain(`href="/products/${terminal.slug}"`);
    expect(detail).toContain(`href="/support/${resource.id}#version-${fix.id}"`);
    expect(detail).toContain("Turn the reader&#x27;s OSDP mode on.");
    // The weakness by its id and its name in the CWE catalogue, which is English on every page.
    expect(detail).toContain('CWE-287<span lang="en">: Improper Authentication</span>');
    // Updated on the day of its newest revision.
    expect(detail).toContain('<time dateTime="2026-11-20">November 20, 2026</time>');
    const german = (await page("/de/security/AUR-SA-2026-101")).text;
    expect(german).toContain("Tür öffnet bei einem Skript-Tag");
    expect(german).toContain("CVE-Kennung vergeben.");
    expect(german).toContain("Kritisch");
    const product = (await page(`/products/${terminal.slug}`)).text;
    expect(product).toContain('href="/security/AUR-SA-2026-101"');
    expect(product).toContain("1.0.0 to 2.0.0");
  });

  it("has an Atom feed of the published advisories in each language", async () => {
    await publishedAdvisory();
    const answer = await page("/de/security/feed.atom");
    expect(answer.type).toBe("application/atom+xml; charset=utf-8");
    expect(XMLValidator.validate(answer.text)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => name === "entry" }).parse(
      answer.text,
    ).feed;
    expect(feed.title).toBe("Sicherheitshinweise");
    expect(feed.entry.map((entry: { title: string }) => entry.title)).toEqual(["AUR-SA-2026-101: Tür öffnet bei einem Skript-Tag"]);
    expect(feed.entry[0].summary["#text"]).toMatch(
      /^Kritisch, CVSS 9\.8\nCVE: CVE-2026-10001\nBetroffene Produkte: Terminal FR9 \(1\.0\.0 to 2\.0\.0\)/,
    );
  });

  it("serves security.txt and the reporting page from the site settings", async () => {
    const settings = (await api.visitor.get<Record<string, unknown>>("/api/site-settings")).body;
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const saved = await api.admin.put("/api/site-settings", {
      ...settings,
      securityEmail: "psirt@example.com",
      securityAcknowledgeDays: 2,
      securityTxtExpiresOn: nextMonth,
      securityLanguages: ["en", "de"],
    });
    expect(saved.status).toBe(200);
    const txt = await page("/.well-known/security.txt");
    expect(txt.type).toBe("text/plain; charset=utf-8");
    expect(txt.text).toBe(
      [
        "Contact: mailto:psirt@example.com",
        `Expires: ${nextMonth}T23:59:59Z`,
        "Preferred-Languages: en, de",
        `Policy: ${api.visitor.baseUrl}/security/report`,
        `Canonical: ${api.visitor.baseUrl}/.well-known/security.txt`,
        `CSAF: ${api.visitor.baseUrl}/.well-known/csaf/provider-metadata.json`,
        "",
      ].join("\n"),
    );
    const report = (await page("/security/report")).text;
    expect(report).toContain('href="mailto:psirt@example.com"');
    expect(report).toContain("within 2 business days");
    expectFieldErrors(
      await api.admin.put("/api/site-settings", { ...settings, securityTxtExpiresOn: "2020-01-01", securityLanguages: ["xx"] }),
      {
        securityTxtExpiresOn: "security.txt expiry must be within the next year",
        "securityLanguages.0": "Choose languages among en, zh-CN, zh-TW, ar, es, fr, de, ja, ko, ru, pt",
      },
    );
    await api.admin.put("/api/site-settings", { ...settings, securityTxtExpiresOn: "" });
    expect((await page("/.well-known/security.txt")).status).toBe(404);
  });
});
