/**
 * The demo's CSAF directory (decision 079) as a CSAF aggregator reads it: every demo advisory's
 * document passes the strict CSAF 2.0 schema, the mandatory tests and the recommended tests of
 * BSI's validator with nothing found; the provider metadata names the trusted provider, its
 * directory and key; `sha256sum -c`, `sha512sum -c` and `gpg --verify` accept every document.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/server/config.server";
import { syncCsafDocuments } from "~/services/content/security/csaf/csaf-directory.server";
import { csafSiteFor } from "~/services/content/security/csaf/csaf-publication.server";
import { csafFindings } from "~/services/content/security/csaf/csaf-validation.server";
import { demoAdvisories } from "~/db/seed/demo-advisories";
import { readCsafDirectory, verifyWithDebianTools } from "../../../tests/support/checks/csaf-files";
import { useSeededSite } from "../../../tests/support/kits/seeded-site";

const PUBLIC_URL = "https://www.example.com";
const site = useSeededSite({ PUBLIC_URL });

/** What each instance's CSAF loop does at its start. */
async function startPass() {
  const config = loadConfig({ PUBLIC_URL });
  await syncCsafDocuments(site.database.db, await csafSiteFor(site.database.db, config, site.url));
}

describe("the demo's CSAF directory", () => {
  it("holds every demo advisory, each passing the schema, the mandatory and the recommended tests", async () => {
    await startPass();
    const files = await readCsafDirectory(site.url);
    expect([...files.documents.keys()].sort()).toEqual(demoAdvisories.map((advisory) => `2026/${advisory.code.toLowerCase()}.json`).sort());
    for (const [file, text] of files.documents) {
      expect({ file, findings: await csafFindings(JSON.parse(text)) }).toEqual({ file, findings: [] });
    }
    const vex = JSON.parse(files.documents.get("2026/aur-sa-2026-002.json")!);
    expect(vex.vulnerabilities[0].product_status.known_not_affected).toEqual(["AB-F300-not-affected"]);
    expect(vex.vulnerabilities[0].flags).toEqual([{ label: "vulnerable_code_not_present", product_ids: ["AB-F300-not-affected"] }]);
  });

  it("is announced by provider metadata for a trusted provider, and every file verifies with Debian's tools", async () => {
    await startPass();
    const files = await readCsafDirectory(site.url);
    const fingerprint = files.metadata.public_openpgp_keys[0]!.fingerprint;
    expect(files.metadata).toEqual({
      canonical_url: `${PUBLIC_URL}/.well-known/csaf/provider-metadata.json`,
      distributions: [{ directory_url: `${PUBLIC_URL}/.well-known/csaf/white/` }],
      last_updated: "2026-10-28T00:00:00.000Z",
      list_on_CSAF_aggregators: true,
      metadata_version: "2.0",
      mirror_on_CSAF_aggregators: true,
      public_openpgp_keys: [
        { fingerprint: expect.stringMatching(/^[0-9A-F]{40}$/), url: `${PUBLIC_URL}/.well-known/csaf/openpgp/${fingerprint}.asc` },
      ],
      publisher: { category: "vendor", name: expect.any(String), namespace: PUBLIC_URL },
      role: "csaf_trusted_provider",
    });
    expect(files.key).toContain("-----BEGIN PGP PUBLIC KEY BLOCK-----");
    expect(files.key).not.toContain("PRIVATE");
    await verifyWithDebianTools(site.url, files);
  });
});
