/**
 * What fits with what, per release (decision 061): a version names the models it runs on and the
 * firmware it needs at least; the resource's page and the models' pages show them, and a choice
 * that cannot be is refused by field.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "~/db/schema";
import type { Resource } from "~/services/content/downloads/resource.server";
import type { ResourceVersion } from "~/services/content/downloads/resource-versions.server";
import { expectFieldErrors } from "../../../../tests/support/kits/catalogue-test-kit";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";
import { createSampleProducts } from "../../../../tests/support/kits/sample-products";

const api = useContentApi();

async function createResource(body: object): Promise<{ resource: Resource; first: ResourceVersion }> {
  const resource = (await api.staff.post<Resource>("/api/resources", body)).body;
  const [first] = (await api.visitor.get<ResourceVersion[]>(`/api/resources/${resource.id}/versions`)).body;
  return { resource, first: first! };
}

const pageText = async (path: string) => (await fetch(api.visitor.baseUrl + path)).text();

describe("a release's models and minimum firmware", () => {
  it("are answered by the API and shown on the resource's page and the models' pages", async () => {
    const [terminal, reader] = await createSampleProducts(api.database.db, ["T1", "R1"]);
    const firmware = await createResource({ title: "T1 firmware", type: "firmware", version: "5.0.8" });
    const app = await createResource({ title: "Door app", type: "app", version: "4.2.1" });

    const runs = await api.staff.put<ResourceVersion>(`/api/resources/${firmware.resource.id}/versions/${firmware.first.id}`, {
      productIds: [terminal!.id, reader!.id, terminal!.id],
      releaseTrack: "long_term_support",
    });
    expect(runs.status).toBe(200);
    expect(runs.body.productIds).toEqual([terminal!.id, reader!.id].sort());
    const needs = await api.staff.put<ResourceVersion>(`/api/resources/${app.resource.id}/versions/${app.first.id}`, {
      minimumFirmwareId: firmware.first.id,
    });
    expect(needs.body.minimumFirmwareId).toBe(firmware.first.id);

    const firmwarePage = await pageText(`/support/${firmware.resource.id}`);
    expect(firmwarePage).toMatch(/Runs on<!-- -->:<\/span><a href="\/products\/r1"[^>]*>Terminal R1<\/a><a href="\/products\/t1"/);
    const appPage = await pageText(`/support/${app.resource.id}`);
    expect(appPage).toContain(`href="/support/${firmware.resource.id}#version-${firmware.first.id}"`);
    expect(appPage).toContain("Needs T1 firmware 5.0.8 or later");
    expect(await pageText(`/de/support/${app.resource.id}`)).toContain("Benötigt T1 firmware 5.0.8 oder neuer");

    const productPage = await pageText(`/products/${terminal!.slug}?tab=downloads`);
    expect(productPage).toContain("Firmware for this model");
    expect(productPage).toContain(`href="/support/${firmware.resource.id}#version-${firmware.first.id}"`);
    expect(productPage).toContain("Long-term support");

    // The change of models is in the resource's activity, by the staff member who made it.
    const entries = await api.database.db
      .select({ changes: activityLog.changes, actor: activityLog.actorName })
      .from(activityLog)
      .where(eq(activityLog.itemId, firmware.resource.id))
      .orderBy(asc(activityLog.createdAt));
    expect(entries).toContainEqual({
      actor: "editor1",
      changes: { "version 5.0.8: runs on": { from: [], to: ["Terminal R1", "Terminal T1"] } },
    });
  });

  it("refuses models and firmware that cannot be, by field", async () => {
    const firmware = await createResource({ title: "F firmware", type: "firmware", version: "1.0" });
    const sdk = await createResource({ title: "An SDK", type: "sdk", version: "2.0" });
    const versionOf = ({ resource, first }: { resource: Resource; first: ResourceVersion }) =>
      `/api/resources/${resource.id}/versions/${first.id}`;
    expectFieldErrors(await api.staff.put(versionOf(sdk), { productIds: [crypto.randomUUID()] }), {
      productIds: "Choose existing products",
    });
    const firmwareOnly = { minimumFirmwareId: "Choose a version of another firmware resource" };
    expectFieldErrors(await api.staff.put(versionOf(firmware), { minimumFirmwareId: firmware.first.id }), firmwareOnly);
    expectFieldErrors(await api.staff.put(versionOf(firmware), { minimumFirmwareId: sdk.first.id }), firmwareOnly);
    expectFieldErrors(await api.staff.put(versionOf(sdk), { minimumFirmwareId: "not-an-id" }), {
      minimumFirmwareId: "Minimum firmware must be a valid id",
    });
    // Deleting the firmware leaves the release without a minimum, not without itself.
    const needs = await api.staff.put<ResourceVersion>(versionOf(sdk), { minimumFirmwareId: firmware.first.id });
    expect(needs.status).toBe(200);
    expect((await api.staff.delete(`/api/resources/${firmware.resource.id}`)).status).toBe(204);
    const [kept] = (await api.visitor.get<ResourceVersion[]>(`/api/resources/${sdk.resource.id}/versions`)).body;
    expect(kept!.minimumFirmwareId).toBeNull();
  });
});
