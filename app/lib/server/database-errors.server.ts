/**
 * Turns the database's refusals that a client caused into answers naming the field: a unique
 * violation into 409 (unique constraints are named by drizzle-kit `<table>_<column>_unique`, so
 * the column is read off the name), a foreign key violation into 400.
 */
import { badRequest, conflict } from "./http-errors.server";

type DriverError = { code?: string; constraint?: string; constraint_name?: string; detail?: string };

function driverError(error: unknown): DriverError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const cause = (error as { cause?: unknown }).cause;
  return (typeof cause === "object" && cause !== null ? cause : error) as DriverError;
}

const toCamelCase = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The column a violation's detail names: both engines explain it as "Key (column)=(value) ...". */
function detailField(cause: DriverError): string | null {
  const column = /^Key \(([a-z_]+)\)=/.exec(cause.detail ?? "")?.[1];
  return column ? toCamelCase(column) : null;
}

/** The field a unique violation is about, e.g. "slug" for `products_slug_unique`; else null. */
export function uniqueViolationField(error: unknown, table: string): string | null {
  const cause = driverError(error);
  if (cause?.code !== "23505") return null;
  const constraint = cause.constraint ?? cause.constraint_name ?? "";
  const match = new RegExp(`^${table}_(.+)_unique$`).exec(constraint);
  if (match) return toCamelCase(match[1]!);
  // PGlite may not expose the constraint name; its detail names the column.
  return detailField(cause) ?? "id";
}

const FIELD_LABELS: Record<string, string> = {
  slug: "slug",
  productCode: "product code",
  username: "username",
  email: "e-mail address",
  section: "section",
  code: "advisory id",
};

/** Runs a write; a unique violation becomes 409 `{ fields: { slug: "This slug is already in use" } }`. */
export async function withUniqueFields<T>(table: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = uniqueViolationField(error, table);
    if (field === null) throw error;
    const label = FIELD_LABELS[field] ?? field;
    throw conflict(`This ${label} is already in use`, { [field]: `This ${label} is already in use` });
  }
}

/** Field name -> the message for a reference to a row that does not exist. */
export type ReferenceMessages = Record<string, string>;

/** Runs a write; a foreign key violation on one of `references` becomes 400 with that field's message. */
export async function withExistingReferences<T>(references: ReferenceMessages, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = driverError(error);
    const field = cause?.code === "23503" ? detailField(cause) : null;
    if (field === null || !(field in references)) throw error;
    throw badRequest("Some fields are invalid", { [field]: references[field]! });
  }
}

/** How long a client is asked to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

export const DATABASE_UNAVAILABLE_MESSAGE = "The database cannot be reached at the moment; please try again in a few seconds";

/** Failures of the connection itself (the system's, PostgreSQL's connection exceptions and shutdowns). */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
const SHUTDOWN_STATES = new Set(["57P01", "57P02", "57P03"]);
/** What node-postgres says when a connection ends or cannot be had in time. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is not open/i;

/**
 * Whether an error means that the database could not be reached (stopped, restarting, a network
 * failure), not that the request or the code is at fault: such a request gets 503 with
 * Retry-After, and a page kept by the page cache is served instead where there is one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let link = error, depth = 0; typeof link === "object" && link !== null && depth < 5; depth += 1) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
    link = (link as { cause?: unknown }).cause;
  }
  return false;
}
