/**
 * The demo's downloads are stored like uploads: every demo version's file downloads with exactly
 * the size and SHA-256 the API gives for it, a firmware version's file is a firmware file, the
 * other demo downloads (datasheets, SDK, wiring diagram, certificates) are stored files with their
 * checksums too, and seeding again (Populate Demo Data, also after Clear All Data) stores nothing twice.
 */
import { createHash } from "node:crypto";
import { count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/seed-demo-content.server";
import { clearDatabase } from "./database-admin.server";
import { useSeededSite } from "../../../tests/support/kits/seeded-site";

const site = useSeededSite();

type Version = { version: string | null; fileUrl: string | null; fileSha256: string | null; fileBytes: number | null };

const json = async <T>(path: string): Promise<T> => (await fetch(site.url + path)).json() as Promise<T>;

async function download(url: string) {
  const response = await fetch(site.url + url);
  expect(response.status, url).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** What the media library holds for a stored file: its checksum and size, as the download center answers them. */
async function storedFile(url: string) {
  const [row] = await site.database.db.select({ sha256: media.sha256, size: media.size }).from(media).where(eq(media.url, url));
  return row;
}

describe("the demo's downloads", () => {
  it("every version's file downloads with the size and SHA-256 the API gives", async () => {
    const resources = await json<{ id: string; title: string }[]>("/api/resources");
    let files = 0;
    for (const resource of resources) {
      for (const version of await json<Version[]>(`/api/resources/${resource.id}/versions`)) {
        if (version.fileUrl === null) continue;
        files += 1;
        const label = `${resource.title} ${version.version}`;
        expect(version.fileSha256, label).toMatch(/^[0-9a-f]{64}$/);
        const { bytes, sha256 } = await download(version.fileUrl);
        expect({ sha256, size: bytes.byteLength }, label).toEqual({ sha256: version.fileSha256, size: version.fileBytes });
      }
    }
    expect(files).toBeGreaterThanOrEqual(9);
  });

  it("a firmware version's file is a firmware file, downloaded under its name", async () => {
    const [firmware] = (await json<{ id: string; type: string }[]>("/api/resources")).filter((resource) => resource.type === "firmware");
    const versions = await json<Version[]>(`/api/resources/${firmware!.id}/versions`);
    expect(versions.map((version) => version.version)).toEqual(["5.1.3", "5.0.8", "5.1.0", "5.0.2"]);
    const checksums = new Set<string>();
    for (const version of versions) {
      const { response, bytes, sha256 } = await download(version.fileUrl!);
      expect(response.headers.get("content-type")).toBe("application/octet-stream");
      expect(response.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="ab-fr700-firmware-${version.version}.bin"`),
      );
      expect(bytes.subarray(0, 20).toString()).toBe("AURION DEMO FIRMWARE");
      checksums.add(sha256);
    }
    expect(checksums.size).toBe(versions.length);
  });

  it("the products', solutions' and certificates' files are stored ones with their checksums", async () => {
    const products = await json<{ datasheetUrl: string | null; sdkUrl: string | null }[]>("/api/products");
    const solutions = await json<{ wiringDiagramUrl: string | null }[]>("/api/solutions");
    const certificates = await json<{ documentUrl: string | null }[]>("/api/certificates");
    const urls = [
      ...products.flatMap((product) => [product.datasheetUrl, product.sdkUrl]),
      ...solutions.map((solution) => solution.wiringDiagramUrl),
      ...certificates.map((certificate) => certificate.documentUrl),
    ].filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThanOrEqual(9);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/uploads\//);
      const { bytes, sha256 } = await download(url);
      expect(await storedFile(url), url).toEqual({ sha256, size: bytes.byteLength });
    }
  });

  it("are stored once however often the demo is populated, also after Clear All Data", async () => {
    const storedDownloads = async () =>
      (await site.database.db.select({ total: count() }).from(media).where(like(media.url, "/uploads/%")))[0]!.total;
    const before = await storedDownloads();
    const keys = (await site.storage.list()).sort();
    await site.database.db.transaction((tx) => seedDemoContent(tx, site.storage));
    await clearDatabase(site.database.db);
    await site.database.db.transaction((tx) => seedDemoContent(tx, site.storage));
    expect(await storedDownloads()).toBe(before);
    expect((await site.storage.list()).sort()).toEqual(keys);
    const [firmware] = (await json<{ id: string; type: string }[]>("/api/resources")).filter((resource) => resource.type === "firmware");
    const [current] = await json<Version[]>(`/api/resources/${firmware!.id}/versions`);
    expect((await download(current!.fileUrl!)).sha256).toBe(current!.fileSha256);
  });
});
