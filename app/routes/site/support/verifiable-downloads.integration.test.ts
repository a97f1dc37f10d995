/**
 * Downloads a visitor can verify (decision 057): a version whose file is stored here answers its
 * SHA-256 and exact size in the API and shows them on the resource's page with its release track;
 * the Atom feeds of a resource's versions and of all firmware, in the page's language, announced
 * on the pages.
 */
import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { media } from "~/db/schema";
import type { Resource } from "~/services/content/downloads/resource.server";
import type { ResourceVersion } from "~/services/content/downloads/resource-versions.server";
import { expectFieldErrors } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

const SHA256 = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const STORED = {
  url: "/uploads/fr700-fw-4.2.1.bin",
  filename: "fr700-fw-4.2.1.bin",
  contentType: "application/octet-stream",
  size: 25_801_234,
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => ["entry", "link"].includes(name) });

async function storeFile(values = STORED): Promise<void> {
  await api.database.db.insert(media).values({ ...values, sha256: SHA256 });
}

async function createResource(body: object): Promise<Resource> {
  const response = await api.staff.post<Resource>("/api/resources", body);
  expect(response.status).toBe(201);
  return response.body;
}

async function addVersion(resource: Resource, body: object): Promise<ResourceVersion> {
  const response = await api.staff.post<ResourceVersion>(`/api/resources/${resource.id}/versions`, body);
  expect(response.status).toBe(201);
  return response.body;
}

/** A firmware resource with a stored current version on the long-term-support track and an older one elsewhere. */
async function firmwareWithStoredFile(): Promise<{ resource: Resource; stored: ResourceVersion; external: ResourceVersion }> {
  await storeFile();
  const resource = await createResource({
    title: "FR700 firmware",
    type: "firmware",
    version: "4.1.0",
    externalUrl: "https://files.example.com/fr700-4.1.0.bin",
    fileSize: "24 MB",
    translations: { de: { title: "FR700-Firmware" } },
  });
  const [first] = (await api.visitor.get<ResourceVersion[]>(`/api/resources/${resource.id}/versions`)).body;
  const older = await api.staff.put<ResourceVersion>(`/api/resources/${resource.id}/versions/${first!.id}`, { releasedOn: "2026-10-01" });
  const stored = await addVersion(resource, {
    version: "4.2.1",
    releasedOn: "2026-11-20",
    releaseTrack: "long_term_support",
    releaseNotes: "Fixes <the> reader & the relay.",
    fileUrl: STORED.url,
  });
  return { resource, stored, external: older.body };
}

async function page(path: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(api.visitor.baseUrl + path);
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

async function feed(path: string) {
  const answer = await page(path);
  expect(answer.status).toBe(200);
  expect(answer.type).toBe("application/atom+xml; charset=utf-8");
  expect(XMLValidator.validate(answer.text)).toBe(true);
  return parser.parse(answer.text).feed;
}

describe("a version's stored file", () => {
  it("answers its SHA-256 and exact size, and none for a file elsewhere", async () => {
    const { resource, stored, external } = await firmwareWithStoredFile();
    expect(stored).toMatchObject({ releaseTrack: "long_term_support", fileSha256: SHA256, fileBytes: STORED.size });
    const versions = (await api.visitor.get<ResourceVersion[]>(`/api/resources/${resource.id}/versions`)).body;
    expect(versions.map((version) => [version.version, version.fileSha256, version.fileBytes])).toEqual([
      ["4.2.1", SHA256, STORED.size],
      ["4.1.0", null, null],
    ]);
    const edited = await api.staff.put<ResourceVersion>(`/api/resources/${resource.id}/versions/${external.id}`, { releaseTrack: "beta" });
    expect(edited.body).toMatchObject({ releaseTrack: "beta", fileSha256: null });
    const cleared = await api.staff.put<ResourceVersion>(`/api/resources/${resource.id}/versions/${external.id}`, { releaseTrack: "" });
    expect(cleared.body.releaseTrack).toBeNull();
  });

  it("refuses a release track that is none, naming the field", async () => {
    const resource = await createResource({ title: "SDK", type: "sdk" });
    expectFieldErrors(await api.staff.post(`/api/resources/${resource.id}/versions`, { releasedOn: "2026-11-20", releaseTrack: "lts" }), {
      releaseTrack: "Release track must be one of active, long_term_support, beta",
    });
  });

  it("is shown on the resource's page with its size, checksum, copy button and track", async () => {
    const { resource } = await firmwareWithStoredFile();
    const { text } = await page(`/support/${resource.id}`);
    expect(text).toContain("24.6 MB (25,801,234 bytes)");
    expect(text).toMatch(new RegExp(`<code id="sha256-[^"]+"[^>]*>${SHA256}</code>`));
    expect(text).toMatch(/<button type="button" data-copy="sha256-[^"]+"/);
    expect(text).toContain("Long-term support");
    // The version kept elsewhere shows the size staff typed, and no checksum.
    expect(text).toContain(" · 24 MB");
    expect(text.match(/SHA-256:/g)).toHaveLength(1);
    const german = await page(`/de/support/${resource.id}`);
    expect(german.text).toContain("24,6 MB (25.801.234 Byte)");
    expect(german.text).toContain("Langzeit-Support");
  });
});

describe("the download center's feeds", () => {
  it("follow a resource's versions, newest first, with the stored file enclosed", async () => {
    const { resource, stored } = await firmwareWithStoredFile();
    const atom = await feed(`/support/${resource.id}/feed.atom`);
    const origin = api.visitor.baseUrl;
    expect(atom.title).toBe("FR700 firmware: versions");
    expect(atom.id).toBe(`${origin}/support/${resource.id}/feed.atom`);
    expect(atom.author.name).toBeTruthy();
    expect(atom.entry.map((entry: { title: string }) => entry.title)).toEqual([
      "FR700 firmware, Version 4.2.1 (Long-term support)",
      "FR700 firmware, Version 4.1.0",
    ]);
    const [newest, older] = atom.entry;
    expect(newest.id).toBe(`${origin}/support/${resource.id}#version-${stored.id}`);
    expect(newest.published).toBe("2026-11-20T00:00:00Z");
    expect(newest.summary["#text"]).toBe(`Fixes <the> reader & the relay.\n\n24.6 MB (25,801,234 bytes)\n\nSHA-256: ${SHA256}`);
    expect(newest.link).toContainEqual({
      rel: "enclosure",
      href: `${origin}${STORED.url}?v=1`,
      length: String(STORED.size),
      type: STORED.contentType,
    });
    expect(older.link).toContainEqual({ rel: "enclosure", href: "https://files.example.com/fr700-4.1.0.bin" });
  });

  it("enclose a file replaced under its address at its version's address, as the pages link it", async () => {
    const { resource } = await firmwareWithStoredFile();
    await api.database.db.update(media).set({ version: 2 }).where(eq(media.url, STORED.url));
    const [newest] = (await feed(`/support/${resource.id}/feed.atom`)).entry;
    expect(newest.link).toContainEqual(expect.objectContaining({ rel: "enclosure", href: `${api.visitor.baseUrl}${STORED.url}?v=2` }));
  });

  it("are in the address's language, and not found under no language or for no resource", async () => {
    const { resource } = await firmwareWithStoredFile();
    const atom = await feed(`/de/support/${resource.id}/feed.atom`);
    expect(atom["xml:lang"]).toBe("de");
    expect(atom.title).toBe("FR700-Firmware: Versionen");
    expect(atom.entry[0].title).toBe("FR700-Firmware, Version 4.2.1 (Langzeit-Support)");
    for (const path of [
      `/xx/support/${resource.id}/feed.atom`,
      `/en/support/${resource.id}/feed.atom`,
      "/support/00000000-0000-4000-8000-000000000000/feed.atom",
      "/support/not-an-id/feed.atom",
    ]) {
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it("follow every resource's firmware, and nothing else", async () => {
    const { resource } = await firmwareWithStoredFile();
    await createResource({ title: "Mobile app", type: "app", version: "9.9.9" });
    const atom = await feed("/support/firmware/feed.atom");
    expect(atom.title).toBe("Firmware releases");
    expect(atom.entry.map((entry: { title: string }) => entry.title)).toEqual([
      "FR700 firmware, Version 4.2.1 (Long-term support)",
      "FR700 firmware, Version 4.1.0",
    ]);
    expect(atom.link).toContainEqual({ rel: "alternate", type: "text/html", href: `${api.visitor.baseUrl}/support?type=firmware` });
    expect((await feed("/ja/support/firmware/feed.atom")).title).toBe("ファームウェアのリリース");
    expect(resource.type).toBe("firmware");
  });

  it("are announced on the pages they follow", async () => {
    const { resource } = await firmwareWithStoredFile();
    const origin = api.visitor.baseUrl;
    const download = (await page(`/support/${resource.id}`)).text;
    expect(download).toContain(
      `<link rel="alternate" type="application/atom+xml" title="FR700 firmware: versions" href="${origin}/support/${resource.id}/feed.atom"/>`,
    );
    expect(download).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Firmware releases" href="${origin}/support/firmware/feed.atom"/>`,
    );
    const support = (await page("/de/support")).text;
    expect(support).toContain(`href="${origin}/de/support/firmware/feed.atom"`);
    expect(support).toContain("Firmware-Veröffentlichungen abonnieren (Atom-Feed)");
  });
});
