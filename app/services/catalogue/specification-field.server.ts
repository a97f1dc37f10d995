/**
 * A category's typed specification fields (docs/decisions/033-typed-specifications-and-compare.md):
 * read in order, and replaced as a whole list by staff. A field keeps its products' values while
 * it keeps its id; a field left out of the list is deleted with its values. A field that has values
 * cannot change its type, nor lose a choice that some product has: staff remove such a field and
 * add it anew to discard its values.
 */
import { and, asc, count, eq, notInArray } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { specificationFields, specificationValues } from "~/db/schema";
import { badRequest, conflict, type FieldErrors } from "~/lib/server/http-errors.server";
import type { SpecificationFieldsInput } from "~/schemas/catalogue/specification-field";
import { findCategoryById } from "./category.server";
import { rowId } from "../records/row-by-id.server";

export type SpecificationField = typeof specificationFields.$inferSelect;

/** The fields of a category, in their order. */
export function listSpecificationFields(db: Queryable, categoryId: string): Promise<SpecificationField[]> {
  return db
    .select()
    .from(specificationFields)
    .where(eq(specificationFields.categoryId, categoryId))
    .orderBy(asc(specificationFields.position), asc(specificationFields.name), asc(specificationFields.id));
}

/** How many products have a value of the field, per value (`text_value`) or in all (`null` key). */
async function valueCounts(db: Queryable, fieldId: string): Promise<Map<string | null, number>> {
  const rows = await db
    .select({ value: specificationValues.textValue, products: count() })
    .from(specificationValues)
    .where(eq(specificationValues.fieldId, fieldId))
    .groupBy(specificationValues.textValue);
  const counts = new Map<string | null, number>(rows.map((row) => [row.value, row.products]));
  counts.set(
    null,
    rows.reduce((total, row) => total + row.products, 0),
  );
  return counts;
}

/** Refuses changes that would leave values their field no longer allows (409 naming the field). */
async function checkKeptValues(db: Queryable, input: SpecificationFieldsInput, existing: Map<string, SpecificationField>): Promise<void> {
  const errors: FieldErrors = {};
  for (const [index, field] of input.fields.entries()) {
    const before = field.id ? existing.get(field.id) : undefined;
    if (!before || (before.type === field.type && before.type !== "choice")) continue;
    const counts = await valueCounts(db, before.id);
    const withValues = counts.get(null) ?? 0;
    if (withValues === 0) continue;
    if (before.type !== field.type) {
      errors[`fields.${index}.type`] =
        `"${before.name}" has values in ${withValues} products, so its type cannot change; remove the field and add it anew to discard them`;
      continue;
    }
    const dropped = before.choices.filter((choice) => !(field.choices ?? []).includes(choice) && (counts.get(choice) ?? 0) > 0);
    if (dropped.length > 0) errors[`fields.${index}.choices`] = `Products still have ${dropped.map((choice) => `"${choice}"`).join(", ")}`;
  }
  if (Object.keys(errors).length > 0) throw conflict("Some fields have values that the change would not allow", errors);
}

/** The category's fields become `input.fields`, in that order; answers them as stored. */
export async function replaceSpecificationFields(
  db: Queryable,
  categoryId: string,
  input: SpecificationFieldsInput,
): Promise<SpecificationField[]> {
  const category = await findCategoryById(db, rowId(categoryId, "Category not found"));
  return db.transaction(async (tx) => {
    const existing = new Map((await listSpecificationFields(tx, category.id)).map((field) => [field.id, field]));
    const unknown = input.fields.flatMap((field, index) => (field.id && !existing.has(field.id) ? [index] : []));
    if (unknown.length > 0) {
      throw badRequest(
        "Some fields are invalid",
        Object.fromEntries(unknown.map((index) => [`fields.${index}.id`, "Not a field of this category"])),
      );
    }
    await checkKeptValues(tx, input, existing);
    const keptIds = input.fields.flatMap((field) => (field.id ? [field.id] : []));
    await tx
      .delete(specificationFields)
      .where(
        and(eq(specificationFields.categoryId, category.id), keptIds.length > 0 ? notInArray(specificationFields.id, keptIds) : undefined),
      );
    // Kept fields that trade names pass through their id as a name, so no two ever hold one at once.
    const renamed = input.fields.filter((field) => field.id && existing.get(field.id)!.name !== field.name);
    if (renamed.length > 1) {
      for (const field of renamed)
        await tx.update(specificationFields).set({ name: field.id! }).where(eq(specificationFields.id, field.id!));
    }
    for (const [position, field] of input.fields.entries()) {
      const values = {
        name: field.name,
        unit: field.unit,
        type: field.type,
        choices: field.choices ?? [],
        position,
        ...(field.translations ? { translations: field.translations } : {}),
      };
      if (field.id) await tx.update(specificationFields).set(values).where(eq(specificationFields.id, field.id));
      else await tx.insert(specificationFields).values({ ...values, categoryId: category.id });
    }
    return listSpecificationFields(tx, category.id);
  });
}
