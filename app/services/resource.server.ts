/** Downloads and tutorials of the support page: apps, firmware, SDKs, tutorials, documentation. */
import { desc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { resources } from "~/db/schema";
import type { ResourceType } from "~/lib/domain-values";
import type { ResourceInput, ResourceUpdate } from "~/schemas/resource";
import { withExistingReferences } from "~/lib/server/database-errors.server";
import { deleteRowById, updateRowById } from "./row-by-id.server";

export type Resource = typeof resources.$inferSelect;

const NOT_FOUND = "Resource not found";
const REFERENCES = { categoryId: "Choose an existing category" };

/** Newest first, optionally of one type. */
export function listResources(db: Queryable, type?: ResourceType): Promise<Resource[]> {
  return db
    .select()
    .from(resources)
    .where(type ? eq(resources.type, type) : undefined)
    .orderBy(desc(resources.createdAt), desc(resources.id));
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
