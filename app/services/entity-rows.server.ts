/**
 * Rules every entity service shares about the values a client sends to name rows: an id that
 * is not a uuid cannot name a row, and a reference to a row that does not exist (a foreign key
 * violation) is the client's mistake, answered 400 naming the field, never a 500.
 */
import { z } from "zod";
import { badRequest } from "~/lib/server/http-errors.server";

/** Field name -> the message for a reference to a row that does not exist. */
export type ReferenceMessages = Record<string, string>;

const uuid = z.uuid();
/** Whether a text is a uuid: anything else cannot be an id, and PostgreSQL would reject it. */
export const isUuid = (value: string) => uuid.safeParse(value).success;

/**
 * Whether a text could be stored: PostgreSQL text cannot hold the NUL character, and comparing
 * with one fails, so a filter holding it matches nothing and must not reach the database.
 */
export const isStorableText = (value: string) => !value.includes("\0");

const toCamelCase = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Runs a write; a foreign key violation on one of `references` becomes 400 with that field's message. */
export async function withExistingReferences<T>(references: ReferenceMessages, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; detail?: string } }).cause;
    // PostgreSQL and PGlite both explain it as "Key (category_id)=(...) is not present in table ...".
    const column = cause?.code === "23503" ? /^Key \(([a-z_]+)\)=/.exec(cause.detail ?? "")?.[1] : undefined;
    const field = column && toCamelCase(column);
    if (!field || !(field in references)) throw error;
    throw badRequest("Some fields are invalid", { [field]: references[field]! });
  }
}
