/** What the services check of the text a client sends to name or search rows, before it reaches PostgreSQL. */
import { z } from "zod";

const uuid = z.uuid();
/** Whether a text is a uuid: anything else cannot be an id, and PostgreSQL would reject it. */
export const isUuid = (value: string) => uuid.safeParse(value).success;

/**
 * Whether a text could be stored: PostgreSQL text cannot hold the NUL character, and comparing
 * with one fails, so a filter holding it matches nothing and must not reach the database.
 */
export const isStorableText = (value: string) => !value.includes("\0");

/** The user's text matched literally by LIKE: its wildcards and the escape character are escaped. */
export const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
