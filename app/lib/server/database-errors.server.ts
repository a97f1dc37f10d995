/**
 * Turns a database unique violation into a 409 that names the field. Unique constraints are
 * named by drizzle-kit as `<table>_<column>_unique`, so the column is read off the name.
 */
import { conflict, type HttpError } from "./http-errors.server";

type DriverError = { code?: string; constraint?: string; constraint_name?: string; detail?: string };

function driverError(error: unknown): DriverError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const cause = (error as { cause?: unknown }).cause;
  return (typeof cause === "object" && cause !== null ? cause : error) as DriverError;
}

const toCamelCase = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The field a unique violation is about, e.g. "slug" for `products_slug_unique`; else null. */
export function uniqueViolationField(error: unknown, table: string): string | null {
  const cause = driverError(error);
  if (cause?.code !== "23505") return null;
  const constraint = cause.constraint ?? cause.constraint_name ?? "";
  const match = new RegExp(`^${table}_(.+)_unique$`).exec(constraint);
  if (match) return toCamelCase(match[1]!);
  // PGlite may not expose the constraint name; its detail reads "Key (column)=(value) already exists."
  const detail = /^Key \(([a-z_]+)\)=/.exec(cause.detail ?? "");
  return detail ? toCamelCase(detail[1]!) : "id";
}

const FIELD_LABELS: Record<string, string> = {
  slug: "slug",
  productCode: "product code",
  username: "username",
  email: "e-mail address",
  section: "section",
};

/** Runs a write; a unique violation becomes 409 `{ fields: { slug: "This slug is already in use" } }`. */
export async function withUniqueFields<T>(table: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = uniqueViolationField(error, table);
    if (field === null) throw error;
    const label = FIELD_LABELS[field] ?? field;
    const httpError: HttpError = conflict(`This ${label} is already in use`, { [field]: `This ${label} is already in use` });
    throw httpError;
  }
}
