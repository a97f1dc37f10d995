/**
 * The API's rows (the `*Row` schemas of app/schemas/, what the admin screens read) are what the
 * API sends: every list and one item of each kind, read as an admin from the demo content, parse
 * with their row schema, whose objects are strict, so a field sent but not described, described
 * but not sent, or of another type or nullability fails here. (api-rows.test.ts keeps the schemas
 * equal to the tables.) The first test's writes give the others a file, a status change and its
 * logged changes to read.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { categoryRow } from "~/schemas/catalogue/category";
import { productWithValuesRow } from "~/schemas/catalogue/product";
import { specificationFieldRow } from "~/schemas/catalogue/specification-field";
import { caseStudyRow } from "~/schemas/content/case-study";
import { companyInfoRow } from "~/schemas/content/company-info";
import { certificateRow } from "~/schemas/content/certificate";
import { distributorRow } from "~/schemas/content/distributor";
import { heroSlideRow } from "~/schemas/content/hero-slide";
import { newsArticleRow } from "~/schemas/content/news-article";
import { resourceRow } from "~/schemas/content/resource";
import { resourceVersionRow } from "~/schemas/content/resource-version";
import { siteSettingsRow } from "~/schemas/content/site-settings";
import { solutionRow } from "~/schemas/content/solution";
import { translationStatusRow } from "~/schemas/content/translation-status";
import { inquiryDetailRow, inquiryRow, storedInquiryRow } from "~/schemas/inquiries/inquiry";
import { assigneeRow } from "~/schemas/inquiries/inquiry-pipeline";
import { mediaFileRow, mediaRow } from "~/schemas/media/media";
import { activityRow } from "~/schemas/staff/activity";
import { seedCounts } from "~/schemas/staff/database";
import { userRow } from "~/schemas/staff/user";
import type { ApiResponse } from "../../../../tests/support/kits/api-client";
import { useEditableSite } from "../../../../tests/support/kits/editable-resources";
import { makeImage, uploadFile } from "../../../../tests/support/kits/upload-test-kit";

const site = useEditableSite();

/** The body of a 200 (or `status`) answer, parsed with `schema`: every issue, with its path, fails the test. */
function parsed<Schema extends z.ZodType>(what: string, response: ApiResponse, schema: Schema, status = 200): z.output<Schema> {
  expect(response.status, `${what}: ${response.text}`).toBe(status);
  const result = schema.safeParse(response.body);
  expect(result.error ? z.prettifyError(result.error) : "", `${what} as its row schema`).toBe("");
  return result.data!;
}

/** `GET path`, a list of at least one row, each parsed with `row`. */
async function listOf<Row extends z.ZodType>(path: string, row: Row): Promise<z.output<Row>[]> {
  const rows = parsed(`GET ${path}`, await site.admin.get(path), z.array(row));
  expect(rows.length, `GET ${path} has rows to check`).toBeGreaterThan(0);
  return rows;
}

/** `GET path`, one row parsed with `row`. */
const itemOf = async <Row extends z.ZodType>(path: string, row: Row) => parsed(`GET ${path}`, await site.admin.get(path), row);

describe("the API's rows", () => {
  it("are what the writes that make them answer: the demo seed's counts, an upload, a status change", async () => {
    expect(parsed("POST /api/database/seed", await site.admin.post("/api/database/seed"), seedCounts).products).toBeGreaterThan(0);
    const upload = await uploadFile(site.admin, await makeImage("png"), { filename: "logo.png" });
    expect(parsed("POST /api/objects/upload", upload, mediaFileRow, 201).width).toBe(64);
    // The assigned inquiry (with a note): its change is recorded in its status history and the activity log.
    const inquiry = (await listOf("/api/inquiries", inquiryRow)).find((row) => row.assignedTo !== null);
    const changed = await site.admin.put(`/api/inquiries/${inquiry!.id}`, { status: "success" });
    expect(parsed(`PUT /api/inquiries/${inquiry!.id}`, changed, storedInquiryRow).status).toBe("success");
  });

  it("are what the catalogue's lists and items send", async () => {
    const categories = await listOf("/api/categories", categoryRow);
    await itemOf(`/api/categories/${categories[0]!.slug}`, categoryRow);
    const fields = await Promise.all(categories.map((category) => site.admin.get(`/api/categories/${category.slug}/specification-fields`)));
    const withFields = fields.map((response) => parsed("GET .../specification-fields", response, z.array(specificationFieldRow)));
    expect(withFields.flat().length, "some category has typed fields").toBeGreaterThan(0);

    const products = await listOf("/api/products", productWithValuesRow);
    expect(
      products.some((product) => product.specificationValues.length > 0),
      "some product has typed values",
    ).toBe(true);
    await listOf("/api/products/featured", productWithValuesRow);
    await itemOf(`/api/products/${products[0]!.slug}`, productWithValuesRow);
  });

  it("are what the content's lists and items send", async () => {
    const solutions = await listOf("/api/solutions", solutionRow);
    await listOf("/api/solutions/featured", solutionRow);
    await itemOf(`/api/solutions/${solutions[0]!.slug}`, solutionRow);
    const caseStudies = await listOf("/api/case-studies", caseStudyRow);
    await itemOf(`/api/case-studies/${caseStudies[0]!.slug}`, caseStudyRow);
    const news = await listOf("/api/news", newsArticleRow);
    await itemOf(`/api/news/${news[0]!.slug}`, newsArticleRow);
    const resources = await listOf("/api/resources", resourceRow);
    await listOf(`/api/resources/${resources[0]!.id}/versions`, resourceVersionRow);
    await listOf("/api/hero-slides?all=true", heroSlideRow);
    await listOf("/api/distributors?all=true", distributorRow);
    const certificates = await listOf("/api/certificates", certificateRow);
    await itemOf(`/api/certificates/${certificates[0]!.id}`, certificateRow);
    const sections = await listOf("/api/company-info", companyInfoRow);
    await itemOf(`/api/company-info/${sections[0]!.section}`, companyInfoRow);
    await itemOf("/api/site-settings", siteSettingsRow);
    await itemOf("/api/admin/translation-status", translationStatusRow);
  });

  it("are what the inquiries', media's and staff's lists and items send", async () => {
    const inquiries = await listOf("/api/inquiries", inquiryRow);
    expect(
      inquiries.every((inquiry) => inquiry.attachmentCount !== undefined),
      "the list counts attachments",
    ).toBe(true);
    const details = await Promise.all(inquiries.map((inquiry) => itemOf(`/api/inquiries/${inquiry.id}`, inquiryDetailRow)));
    expect(
      details.some((detail) => detail.notes.length > 0 && detail.statusChanges.length > 0 && detail.assignee),
      "a handled one",
    ).toBeTruthy();
    await listOf("/api/inquiries/assignees", assigneeRow);
    await listOf("/api/media", mediaRow);
    await listOf("/api/users", userRow);
    const activity = await listOf("/api/activity", activityRow);
    expect(
      activity.some((entry) => entry.changes !== null),
      "an entry with its changes",
    ).toBe(true);
  });
});
