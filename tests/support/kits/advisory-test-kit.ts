/**
 * What an advisory's tests name as affected and fixed: sample products, and a firmware version
 * that runs on the first of them (a fix must run on an affected product).
 */
import type { Resource } from "~/services/content/downloads/resource.server";
import type { ResourceVersion } from "~/services/content/downloads/resource-versions.server";
import type { ContentApi } from "./content-test-kit";
import { createSampleProducts } from "./sample-products";

export async function productsWithFirmwareFix(api: ContentApi, codes: string[]) {
  const products = await createSampleProducts(api.database.db, codes);
  const resource = (
    await api.staff.post<Resource>("/api/resources", {
      title: `${codes[0]} firmware`,
      type: "firmware",
      version: "2.0.1",
      productIds: [products[0]!.id],
    })
  ).body;
  const [fix] = (await api.visitor.get<ResourceVersion[]>(`/api/resources/${resource.id}/versions`)).body;
  return { products, resource, fix: fix! };
}
