/**
 * Random tokens whose holder is trusted (a session, a sign-in waiting for its code) and codes
 * that are stored only as their SHA-256: what the database holds cannot be presented back.
 * A fast hash is enough because the tokens are random and long; a password is not, and gets
 * argon2id (password.server.ts).
 */
import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, base64url: 43 characters for a cookie. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

export const hashSecretToken = (token: string) => createHash("sha256").update(token).digest("hex");
