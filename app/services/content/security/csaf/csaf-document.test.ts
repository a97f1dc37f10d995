/**
 * The CSAF document builder (decision 079), checked with BSI's validator: the strict schema, the
 * mandatory tests and the recommended tests find nothing in a document with every part (ranges,
 * fixes, a workaround, a product nothing fixes, VEX statements, a CWE, two CVE ids), and input
 * no valid document can be made from is refused naming the API field.
 */
import { describe, expect, it } from "vitest";
import { csafFindings } from "./csaf-validation.server";
import { CsafRefusal, csafContent, withTracking, type CsafSource } from "~/lib/security/csaf/csaf-document";
import { sortedJson } from "~/lib/security/csaf/sorted-json";

const ORIGIN = "https://www.example.com";
const face = { productId: "p-face", name: "AB-FR700 Face Terminal", productCode: "AB-FR700", family: "Face Recognition" };
const finger = { productId: "p-finger", name: "AB-F300 Fingerprint Terminal", productCode: "AB-F300", family: "Fingerprint" };
const reader = { productId: "p-reader", name: "AB-R10 Card Reader", productCode: "AB-R10", family: null };

const source = (overrides: Partial<CsafSource> = {}): CsafSource => ({
  origin: ORIGIN,
  publisherName: "Aurion Biometrics",
  advisory: {
    code: "AUR-SA-2026-002",
    title: "Enrolment without a session",
    summary: "A request after a failed sign-in could enrol users.",
    workaround: "Turn the device API off.",
    cvssVector: "CVSS:3.1/AV:A/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H/E:P",
    cveIds: ["CVE-2026-41873", "CVE-2026-41874"],
    cwe: { id: "CWE-287", name: "Improper Authentication" },
  },
  pageUrl: `${ORIGIN}/security/AUR-SA-2026-002`,
  affected: [
    { ...face, affectedVersions: "5.0.0 to 5.0.7, 5.1.0 to 5.1.2" },
    { ...reader, affectedVersions: "2.0.1" },
  ],
  notAffected: [
    { ...finger, justification: "vulnerable_code_not_present", impactStatement: "A separate implementation." },
    {
      productId: "p-lock",
      name: "AB-L1 Lock",
      productCode: "AB-L1",
      family: "Locks",
      justification: "component_not_present",
      impactStatement: "No network API.",
    },
  ],
  fixes: [
    {
      versionId: "v1",
      resourceTitle: "AB-FR700 firmware",
      version: "5.0.8",
      downloadUrl: `${ORIGIN}/support/r1#version-v1`,
      productIds: [face.productId],
    },
  ],
  ...overrides,
});

const tracking = {
  id: "AUR-SA-2026-002",
  path: "2026/aur-sa-2026-002.json",
  version: 2,
  initialReleaseDate: new Date("2026-09-09T00:00:00Z"),
  currentReleaseDate: new Date("2026-10-28T10:00:00Z"),
  revisions: [
    { number: "1", date: "2026-09-09T00:00:00.000Z", summary: "Initial publication." },
    { number: "2", date: "2026-10-28T10:00:00.000Z", summary: "CVE id assigned." },
  ],
};

const documentOf = (input: CsafSource) => JSON.parse(sortedJson(withTracking(csafContent(input), tracking, ORIGIN)));

describe("an advisory's CSAF document", () => {
  it("passes the strict schema, the mandatory and the recommended tests", async () => {
    expect(await csafFindings(documentOf(source()))).toEqual([]);
  });

  it("says which products are affected, fixed and not affected, why, and how to remediate", () => {
    const [first, second] = documentOf(source()).vulnerabilities;
    expect([first.cve, second.cve]).toEqual(["CVE-2026-41873", "CVE-2026-41874"]);
    expect(first.product_status).toEqual({
      fixed: ["AB-FR700-fixed-5.0.8"],
      known_affected: ["AB-FR700-affected-1", "AB-FR700-affected-2", "AB-R10-affected-1"],
      known_not_affected: ["AB-F300-not-affected", "AB-L1-not-affected"],
    });
    expect(first.flags).toEqual([
      { label: "vulnerable_code_not_present", product_ids: ["AB-F300-not-affected"] },
      { label: "component_not_present", product_ids: ["AB-L1-not-affected"] },
    ]);
    expect(first.threats).toContainEqual({ category: "impact", details: "No network API.", product_ids: ["AB-L1-not-affected"] });
    expect(
      first.remediations.map((remediation: { category: string; product_ids: string[] }) => [remediation.category, remediation.product_ids]),
    ).toEqual([
      ["vendor_fix", ["AB-FR700-affected-1", "AB-FR700-affected-2"]],
      ["none_available", ["AB-R10-affected-1"]],
      ["workaround", ["AB-FR700-affected-1", "AB-FR700-affected-2", "AB-R10-affected-1"]],
    ]);
    expect(first.scores[0].cvss_v3).toMatchObject({
      vectorString: "CVSS:3.1/AV:A/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H",
      baseScore: 9.6,
      baseSeverity: "CRITICAL",
    });
    expect(first.cwe).toEqual({ id: "CWE-287", name: "Improper Authentication" });
  });

  it("is refused, naming the field, when no valid document can be made", () => {
    const refusal = (input: CsafSource) => {
      try {
        csafContent(input);
      } catch (error) {
        if (error instanceof CsafRefusal) return error.fields;
        throw error;
      }
      return null;
    };
    expect(refusal(source({ affected: [{ ...face, affectedVersions: "all of them" }] }))).toEqual({
      products: expect.stringContaining("Affected versions of AB-FR700 Face Terminal must be versions such as 5.0.0 to 5.0.7"),
    });
    expect(refusal(source({ advisory: { ...source().advisory, cvssVector: "CVSS:3.1/AV:X" } }))).toEqual({
      cvssVector: expect.any(String),
    });
    expect(refusal(source({ fixes: [{ ...source().fixes[0]!, version: null }] }))).toEqual({
      fixedVersionIds: expect.stringContaining("no version label"),
    });
    expect(refusal(source({ fixes: [{ ...source().fixes[0]!, productIds: [finger.productId] }] }))).toEqual({
      fixedVersionIds: "AB-FR700 firmware 5.0.8 runs on none of the affected products",
    });
    expect(refusal(source({ notAffected: [{ ...face, justification: "component_not_present", impactStatement: "x" }] }))).toEqual({
      notAffected: "AB-FR700 Face Terminal is listed as affected and as not affected",
    });
  });
});
