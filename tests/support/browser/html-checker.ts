/**
 * The Nu HTML Checker (the W3C's validator, npm `vnu-jar`), run on pages as an outside checker
 * runs it: every document in one run of the checker, errors only. It needs a Java runtime
 * (Debian: default-jre-headless), which CI installs as it installs Chromium.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const CHECKER = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * One run over a few hundred documents is too short for the JVM's optimising compiler to pay
 * back its work: with the quick compiler only, the checker took half the time (the same pages,
 * runs side by side; docs/performance.md). Its frames are larger, and the checker's schema
 * recurses deeply: a larger thread stack keeps it from a StackOverflowError.
 */
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-Xss4m"];

export type HtmlDocument = { name: string; html: string };
type CheckerReport = { messages: { type: string; url?: string; message: string; extract?: string }[] };

/** The errors the checker finds in the documents, one line each: the document's name, the message and the markup it is about. */
export async function htmlErrors(documents: HtmlDocument[]): Promise<string[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "html-check-"));
  try {
    // Each document is written as <its index>.html, the name the checker's report gives it back by.
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = path.join(folder, `${index}.html`);
        await writeFile(file, document.html);
        return file;
      }),
    );
    const { stdout } = await promisify(execFile)(
      "java",
      [...JVM_OPTIONS, "-jar", CHECKER, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT")
        throw new Error("The Nu HTML Checker needs a Java runtime: install one (Debian: apt-get install default-jre-headless).");
      throw error;
    });
    const nameOf = (url = "") => documents[Number(path.basename(url, ".html"))]?.name ?? url;
    return (JSON.parse(stdout) as CheckerReport).messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => `${nameOf(message.url)}: ${message.message} [${message.extract?.trim() ?? ""}]`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
