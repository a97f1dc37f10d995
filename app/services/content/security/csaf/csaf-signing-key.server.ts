/**
 * The OpenPGP key that signs the CSAF documents (decision 079). A key configured with
 * CSAF_SIGNING_KEY_FILE is used as it is; otherwise the key kept in `csaf_signing_keys`, made
 * once by whichever instance gets there first (an insert that keeps the row already there), so
 * every instance signs with the same key. The private key never leaves this module: callers get
 * a signing function, the public key and its fingerprint.
 */
import { readFile } from "node:fs/promises";
import * as openpgp from "openpgp";
import type { Queryable } from "~/db/client.server";
import { csafSigningKeys } from "~/db/schema";
import type { Config } from "~/lib/server/config.server";

export type CsafSigner = {
  /** Upper-case hex, as the provider metadata lists it. */
  fingerprint: string;
  publicKey: string;
  /** An armored detached signature of `text`. */
  sign(text: string): Promise<string>;
};

async function signerOf(armoredKey: string, passphrase: string | undefined): Promise<CsafSigner> {
  const read = await openpgp.readPrivateKey({ armoredKey });
  const privateKey = passphrase === undefined ? read : await openpgp.decryptKey({ privateKey: read, passphrase });
  return {
    fingerprint: privateKey.getFingerprint().toUpperCase(),
    publicKey: privateKey.toPublic().armor(),
    sign: async (text) =>
      (await openpgp.sign({ message: await openpgp.createMessage({ text }), signingKeys: privateKey, detached: true })) as string,
  };
}

async function configuredSigner(key: NonNullable<Config["csafSigningKey"]>): Promise<CsafSigner> {
  try {
    return await signerOf(await readFile(key.file, "utf8"), key.passphrase);
  } catch (error) {
    // The key's text is never repeated: only which file could not be used, and why.
    throw new Error(`CSAF_SIGNING_KEY_FILE ${key.file} is not a usable OpenPGP private key: ${(error as Error).message}`, { cause: error });
  }
}

const signers = new Map<string, Promise<CsafSigner>>();

/** A key's signer, read once per process. */
function cachedSigner(armoredKey: string, passphrase: string | undefined, read: () => Promise<CsafSigner>): Promise<CsafSigner> {
  const key = `${armoredKey}\n${passphrase ?? ""}`;
  if (!signers.has(key)) signers.set(key, read());
  return signers.get(key)!;
}

async function keptSigner(db: Queryable, publisherName: string): Promise<CsafSigner> {
  const [kept] = await db.select().from(csafSigningKeys);
  if (kept) return cachedSigner(kept.privateKey, undefined, () => signerOf(kept.privateKey, undefined));
  const { privateKey } = await openpgp.generateKey({
    type: "ecc",
    curve: "ed25519Legacy",
    userIDs: [{ name: `${publisherName} CSAF signing key` }],
    format: "armored",
  });
  const made = await signerOf(privateKey, undefined);
  await db.insert(csafSigningKeys).values({ privateKey, fingerprint: made.fingerprint }).onConflictDoNothing();
  // Another instance may have stored its key first: every instance signs with the stored one.
  const [row] = await db.select().from(csafSigningKeys);
  return row!.privateKey === privateKey ? made : cachedSigner(row!.privateKey, undefined, () => signerOf(row!.privateKey, undefined));
}

/** The configured key, else the key kept in the database (made now if there is none). */
export function csafSigner(db: Queryable, config: Pick<Config, "csafSigningKey">, publisherName: string): Promise<CsafSigner> {
  const configured = config.csafSigningKey;
  if (configured) return cachedSigner(`file:${configured.file}`, configured.passphrase, () => configuredSigner(configured));
  return keptSigner(db, publisherName);
}
