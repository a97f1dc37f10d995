/**
 * Text fields take no control characters but tab, line feed and carriage return: nobody types
 * them, and the feeds and sitemaps written from the text cannot carry them (XML 1.0 allows none of
 * C0 but those three). Shared by both flavours of zod the schemas use (fields.ts and the inquiry
 * forms' zod/mini), so it imports neither.
 */
/** Unicode's controls (C0, DEL and C1) but tab, line feed and carriage return. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

export const holdsNoControlCharacters = (text: string) => !CONTROL_CHARACTER.test(text);

export const controlCharactersMessage = (label: string) => `${label} must not contain control characters`;
