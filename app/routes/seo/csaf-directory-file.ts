/**
 * The CSAF directory's files (decision 079), under `/.well-known/csaf/white/`: `index.txt` (every
 * document's path), `changes.csv` (path and current release, newest first), and per document
 * `<year>/<name>.json` with its `.sha256`, `.sha512` and detached OpenPGP `.asc` beside it.
 */
import type { Route } from "./+types/csaf-directory-file";
import { freshFileResponse, JSON_TYPE, TEXT_TYPE } from "~/lib/server/fresh-file-response.server";
import { CSAF_CHANGES_NAME, CSAF_INDEX_NAME } from "~/lib/security/csaf/csaf-addresses";
import { findCsafDocument, listCsafDocuments } from "~/services/content/security/csaf/csaf-directory.server";

const notFound = () => new Response("Not Found\n", { status: 404, headers: { "Content-Type": TEXT_TYPE } });
const DOCUMENT_FILE = /^(\d{4}\/[+\-a-z0-9_]+\.json)(\.sha256|\.sha512|\.asc)?$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  if (path === CSAF_INDEX_NAME || path === CSAF_CHANGES_NAME) {
    const documents = await listCsafDocuments(context.db);
    const lines =
      path === CSAF_INDEX_NAME
        ? documents.map((document) => document.path).sort()
        : documents.map((document) => `"${document.path}","${document.currentReleaseDate.toISOString()}"`);
    return freshFileResponse(
      request,
      lines.map((line) => `${line}\n`).join(""),
      path === CSAF_INDEX_NAME ? TEXT_TYPE : "text/csv; charset=utf-8",
    );
  }
  const match = DOCUMENT_FILE.exec(path);
  const stored = match && (await findCsafDocument(context.db, match[1]!));
  if (!match || !stored) return notFound();
  const name = match[1]!.slice(match[1]!.indexOf("/") + 1);
  switch (match[2]) {
    case ".sha256":
      return freshFileResponse(request, `${stored.sha256}  ${name}\n`, TEXT_TYPE);
    case ".sha512":
      return freshFileResponse(request, `${stored.sha512}  ${name}\n`, TEXT_TYPE);
    case ".asc":
      return freshFileResponse(request, stored.signature, TEXT_TYPE);
    default:
      return freshFileResponse(request, stored.document, JSON_TYPE);
  }
}
