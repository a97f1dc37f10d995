/**
 * Products' values of their category's typed specification fields (decision 033): read with the
 * products, in the fields' order and in the reader's language, and written from the product calls
 * after checking each against its field: a number for a number field, one of the choices for a
 * choice field, true or false for a yes/no field. A write names each field by name (an object) or
 * by id (the list the reads answer, decision 045); a field that is none of the category's is
 * refused naming it, and so is a field given twice.
 */
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { specificationFields, specificationValues } from "~/db/schema";
import { localizedContent } from "~/lib/content-translations";
import type { SpecificationFieldType } from "~/lib/domain-values";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locales";
import { badRequest, type FieldErrors } from "~/lib/server/http-errors.server";
import type { SpecificationValueList, SpecificationValuesByName, SpecificationValuesInput } from "~/schemas/catalogue/specification-field";
import { listSpecificationFields, type SpecificationField } from "./specification-field.server";

export type SpecificationValueView = {
  fieldId: string;
  name: string;
  unit: string | null;
  type: SpecificationFieldType;
  value: number | string | boolean;
};

const MAX_TEXT_VALUE = 1000;

type StoredValue = Pick<typeof specificationValues.$inferInsert, "numberValue" | "textValue" | "booleanValue">;

/** The value as its field stores it, or the reason it is not one. */
export function storedValue(field: SpecificationField, value: number | string | boolean): StoredValue | string {
  switch (field.type) {
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? { numberValue: value } : `${field.name} must be a number`;
    case "boolean":
      return typeof value === "boolean" ? { booleanValue: value } : `${field.name} must be true or false`;
    case "choice":
      return typeof value === "string" && field.choices.includes(value.trim())
        ? { textValue: value.trim() }
        : `${field.name} must be one of ${field.choices.join(", ")}`;
    case "text": {
      if (typeof value !== "string") return `${field.name} must be text`;
      const text = value.trim();
      if (text.length > MAX_TEXT_VALUE) return `${field.name} must be at most ${MAX_TEXT_VALUE} characters`;
      return text ? { textValue: text } : `${field.name} must not be blank`;
    }
  }
}

/** A value a write gives a field, and the key its error goes under. */
type GivenValue = { key: string; field: SpecificationField; value: number | string | boolean | null };

/** The object shape's values, each under its field's name. */
function givenByName(input: SpecificationValuesByName, fields: SpecificationField[], errors: FieldErrors): GivenValue[] {
  const named = new Map(fields.map((field) => [field.name, field]));
  return Object.entries(input).flatMap(([name, value]) => {
    const key = `specificationValues.${name}`;
    const field = named.get(name.trim());
    if (field) return [{ key, field, value }];
    errors[key] = `"${name}" is not a specification field of this product's category`;
    return [];
  });
}

/**
 * The list shape's values, each naming its field by id. The name, unit and type an entry may carry
 * are the field's, read-only here: sent back, they must still be the field's, or the value would be
 * stored under a meaning its sender did not read (decision 045).
 */
function givenById(input: SpecificationValueList, fields: SpecificationField[], errors: FieldErrors): GivenValue[] {
  const identified = new Map(fields.map((field) => [field.id, field]));
  return input.flatMap((entry, index) => {
    const key = `specificationValues.${index}`;
    const field = identified.get(entry.fieldId);
    if (!field) {
      errors[`${key}.fieldId`] = `${entry.fieldId} is not a specification field of this product's category`;
      return [];
    }
    const sent = { name: entry.name?.trim(), unit: entry.unit === undefined ? undefined : entry.unit?.trim() || null, type: entry.type };
    const differing = (["name", "unit", "type"] as const).filter((part) => sent[part] !== undefined && sent[part] !== field[part]);
    for (const part of differing) {
      errors[`${key}.${part}`] =
        `${field.name}'s ${part} is ${JSON.stringify(field[part])}, not ${JSON.stringify(sent[part])}: ` +
        "it is read-only here, set on the category's specification fields";
    }
    return differing.length > 0 ? [] : [{ key: `${key}.value`, field, value: entry.value }];
  });
}

/**
 * The product's typed values become exactly `input` (null or a left-out field: no value). Unchanged
 * values are left as they are, so the activity log records only what changed.
 */
export async function writeSpecificationValues(
  db: Queryable,
  productId: string,
  categoryId: string,
  input: SpecificationValuesInput,
): Promise<void> {
  const fields = await listSpecificationFields(db, categoryId);
  const errors: FieldErrors = {};
  const given = Array.isArray(input) ? givenById(input, fields, errors) : givenByName(input, fields, errors);
  const rows: (typeof specificationValues.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const { key, field, value } of given) {
    if (seen.has(field.id)) {
      errors[key] = `${field.name} is given more than once`;
      continue;
    }
    seen.add(field.id);
    if (value === null) continue;
    const stored = storedValue(field, value);
    if (typeof stored === "string") errors[key] = stored;
    else
      rows.push({ productId, fieldId: field.id, fieldType: field.type, numberValue: null, textValue: null, booleanValue: null, ...stored });
  }
  if (Object.keys(errors).length > 0) throw badRequest("Some fields are invalid", errors);
  const keptFields = rows.map((row) => row.fieldId);
  await db
    .delete(specificationValues)
    .where(
      and(
        eq(specificationValues.productId, productId),
        keptFields.length > 0 ? notInArray(specificationValues.fieldId, keptFields) : undefined,
      ),
    );
  if (rows.length === 0) return;
  await db
    .insert(specificationValues)
    .values(rows)
    .onConflictDoUpdate({
      target: [specificationValues.productId, specificationValues.fieldId],
      set: {
        numberValue: sql`excluded.number_value`,
        textValue: sql`excluded.text_value`,
        booleanValue: sql`excluded.boolean_value`,
      },
      setWhere: sql`(${specificationValues.numberValue}, ${specificationValues.textValue}, ${specificationValues.booleanValue})
        is distinct from (excluded.number_value, excluded.text_value, excluded.boolean_value)`,
    });
}

/** A product moved to another category keeps no value of its former category's fields. */
export async function dropValuesOfOtherCategories(db: Queryable, productId: string, categoryId: string): Promise<void> {
  await db
    .delete(specificationValues)
    .where(
      and(
        eq(specificationValues.productId, productId),
        notInArray(
          specificationValues.fieldId,
          db.select({ id: specificationFields.id }).from(specificationFields).where(eq(specificationFields.categoryId, categoryId)),
        ),
      ),
    );
}

/** Each product's typed values, in its fields' order, with names and units in `locale`. */
export async function specificationValuesOf(
  db: Queryable,
  productIds: string[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<string, SpecificationValueView[]>> {
  const byProduct = new Map<string, SpecificationValueView[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ value: specificationValues, field: specificationFields })
    .from(specificationValues)
    .innerJoin(specificationFields, eq(specificationFields.id, specificationValues.fieldId))
    .where(inArray(specificationValues.productId, productIds))
    .orderBy(asc(specificationFields.position), asc(specificationFields.name));
  for (const { value, field } of rows) {
    const { name, unit } = localizedContent(field, locale, "specificationField");
    byProduct.get(value.productId)!.push({
      fieldId: field.id,
      name,
      unit,
      type: field.type,
      value: value.numberValue ?? value.booleanValue ?? value.textValue!,
    });
  }
  return byProduct;
}
