/**
 * A CSAF subscriber's checks of a provider's files (decision 079): read the directory the way a
 * CSAF aggregator does and verify each document with Debian's tools (`sha256sum -c`,
 * `sha512sum -c`, `gpg --verify` with the published key in a keyring of its own) and with openpgp.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as openpgp from "openpgp";

export type CsafFiles = {
  metadata: { public_openpgp_keys: { fingerprint: string; url: string }[] } & Record<string, unknown>;
  key: string;
  documents: Map<string, string>;
};

/** The provider metadata, its key and every document index.txt lists, by path. */
export async function readCsafDirectory(baseUrl: string): Promise<CsafFiles> {
  const get = async (address: string) => {
    const response = await fetch(address.startsWith("http") ? address : baseUrl + address);
    if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
    return response.text();
  };
  const metadata = JSON.parse(await get("/.well-known/csaf/provider-metadata.json")) as CsafFiles["metadata"];
  const key = await get(new URL(metadata.public_openpgp_keys[0]!.url).pathname);
  const paths = (await get("/.well-known/csaf/white/index.txt")).split("\n").filter(Boolean);
  const documents = new Map<string, string>();
  for (const file of paths) documents.set(file, await get(`/.well-known/csaf/white/${file}`));
  return { metadata, key, documents };
}

/** Runs the Debian tools over each document with its three files beside it; throws on the first that fails. */
export async function verifyWithDebianTools(baseUrl: string, files: CsafFiles): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "csaf-check-"));
  const gnupgHome = path.join(folder, ".gnupg");
  mkdirSync(gnupgHome, { mode: 0o700 });
  try {
    const keyFile = path.join(folder, "key.asc");
    writeFileSync(keyFile, files.key);
    execFileSync("gpg", ["--batch", "--quiet", "--homedir", gnupgHome, "--import", keyFile], { stdio: "pipe" });
    for (const [file, document] of files.documents) {
      const [year, name] = file.split("/") as [string, string];
      mkdirSync(path.join(folder, year), { recursive: true });
      writeFileSync(path.join(folder, file), document);
      for (const extension of [".sha256", ".sha512", ".asc"]) {
        const response = await fetch(`${baseUrl}/.well-known/csaf/white/${file}${extension}`);
        writeFileSync(path.join(folder, file + extension), await response.text());
      }
      const cwd = path.join(folder, year);
      execFileSync("sha256sum", ["-c", `${name}.sha256`], { cwd, stdio: "pipe" });
      execFileSync("sha512sum", ["-c", `${name}.sha512`], { cwd, stdio: "pipe" });
      execFileSync("gpg", ["--batch", "--homedir", gnupgHome, "--verify", `${name}.asc`, name], { cwd, stdio: "pipe" });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Whether `signature` is a valid detached signature of `text` by the armored public key. */
export async function signedBy(text: string, signature: string, armoredKey: string): Promise<boolean> {
  const verification = await openpgp.verify({
    message: await openpgp.createMessage({ text }),
    signature: await openpgp.readSignature({ armoredSignature: signature }),
    verificationKeys: await openpgp.readKey({ armoredKey }),
  });
  try {
    await verification.signatures[0]!.verified;
    return true;
  } catch {
    return false;
  }
}
