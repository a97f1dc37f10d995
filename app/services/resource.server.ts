/** Downloads and tutorials of the support page: apps, firmware, SDKs, tutorials, documentation. */
import { desc, eq, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { resources } from "~/db/schema";
import type { ResourceType } from "~/lib/domain-values";
import type { ResourceInput, ResourceUpdate } from "~/schemas/resource";
import { withExistingReferences } from "~/lib/server/database-errors.server";
import type { ListWindow } from "~/lib/server/page-data.server";
import { countedPage, type CountedPage } from "./counted-page.server";
import { deleteRowById, updateRowById } from "./row-by-id.server";

export type Resource = typeof resources.$inferSelect;

const NOT_FOUND = "Resource not found";
const REFERENCES = { categoryId: "Choose an existing category" };

/** Newest first; the id makes the order total, so pages never overlap. */
const newestFirst = [desc(resources.createdAt), desc(resources.id)];

const ofType = (type: ResourceType | undefined): SQL | undefined => (type ? eq(resources.type, type) : undefined);

/** Newest first, optionally of one type. */
export function listResources(db: Queryable, type?: ResourceType): Promise<Resource[]> {
  return db
    .select()
    .from(resources)
    .where(ofType(type))
    .orderBy(...newestFirst);
}

/** What a resource card on the support page shows, with the translations of its texts. */
const cardColumns = {
  id: resources.id,
  title: resources.title,
  type: resources.type,
  description: resources.description,
  fileUrl: resources.fileUrl,
  externalUrl: resources.externalUrl,
  version: resources.version,
  fileSize: resources.fileSize,
  platform: resources.platform,
  duration: resources.duration,
  translations: resources.translations,
};

export type ResourceCardRow = Pick<Resource, keyof typeof cardColumns>;

/** A window of the support page's cards, newest first, optionally of one type, with their total. */
export function listResourcePage(
  db: Queryable,
  { type, limit, offset }: ListWindow & { type?: ResourceType },
): Promise<CountedPage<ResourceCardRow>> {
  const where = ofType(type);
  return countedPage(
    db,
    resources,
    where,
    db
      .select(cardColumns)
      .from(resources)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
  );
}

export async function createResource(db: Queryable, input: ResourceInput): Promise<Resource> {
  const [row] = await withExistingReferences(REFERENCES, () => db.insert(resources).values(input).returning());
  return row!;
}

export function updateResource(db: Queryable, id: string | undefined, input: ResourceUpdate): Promise<Resource> {
  return withExistingReferences(REFERENCES, () => updateRowById(db, resources, id, input, NOT_FOUND));
}

export function deleteResource(db: Queryable, id: string | undefined): Promise<void> {
  return deleteRowById(db, resources, id, NOT_FOUND);
}
