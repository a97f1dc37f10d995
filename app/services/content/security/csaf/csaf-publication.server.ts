/**
 * The CSAF side of an advisory write (decision 079): an advisory that is published or scheduled
 * must make a valid CSAF document (the strict schema, the mandatory and the recommended tests;
 * the https canonical URL only where the site has an https origin),
 * else the write is refused with a 400 naming the field; then the directory is brought up to
 * date in the same transaction, so a refused write changes nothing and an accepted one is in the
 * directory as it answers.
 */
import type { Queryable } from "~/db/client.server";
import type { Config } from "~/lib/server/config.server";
import { badRequest } from "~/lib/server/http-errors.server";
import { siteOrigin } from "~/lib/server/site-origin.server";
import { CsafRefusal, csafContent, withTracking } from "~/lib/security/csaf/csaf-document";
import { csafDocumentPath } from "~/lib/security/csaf/csaf-addresses";
import { sortedJson } from "~/lib/security/csaf/sorted-json";
import { getSiteSettings } from "../../site-settings.server";
import type { Advisory } from "../security-advisory.server";
import { csafSourceOf, syncCsafDocuments, type CsafSite } from "./csaf-directory.server";
import { csafSigner } from "./csaf-signing-key.server";
import { csafFindings } from "./csaf-validation.server";

const REFUSED = "This advisory cannot be published as a CSAF document";
/** Recommended test 6.2.11: the document's self reference is an https address. */
const CANONICAL_URL_TEST = "optionalTest_6_2_11";

/** Where the documents are signed and addressed from: the site's origin for `address` (a request's URL, or where the server listens). */
export async function csafSiteFor(db: Queryable, config: Pick<Config, "publicUrl" | "csafSigningKey">, address: string): Promise<CsafSite> {
  const { companyName } = await getSiteSettings(db);
  return { origin: siteOrigin(config, address), signer: await csafSigner(db, config, companyName) };
}

/** Refuses an advisory going public (published or scheduled) from which no valid CSAF document can be made. */
async function requirePublishable(db: Queryable, advisory: Advisory, origin: string): Promise<void> {
  const source = await csafSourceOf(db, advisory, origin);
  if (source instanceof CsafRefusal) throw badRequest(REFUSED, source.fields);
  const day = new Date(`${advisory.publishedOn}T00:00:00.000Z`);
  const sample = withTracking(
    csafContent(source),
    {
      id: advisory.code,
      path: csafDocumentPath(advisory.code, day),
      version: 1,
      initialReleaseDate: day,
      currentReleaseDate: day,
      revisions: [{ number: "1", date: day.toISOString(), summary: "Initial publication." }],
    },
    origin,
  );
  const findings = (await csafFindings(JSON.parse(sortedJson(sample)))).filter(
    // Over plain HTTP (development, tests without PUBLIC_URL) no address is the https canonical URL the test asks for.
    (finding) => !(finding.test === CANONICAL_URL_TEST && origin.startsWith("http:")),
  );
  if (findings.length > 0) {
    throw badRequest(REFUSED, { csaf: findings.map((finding) => `${finding.path}: ${finding.message} (${finding.test})`).join("; ") });
  }
}

/** After an advisory's write, in its transaction: the check above, then the directory brought up to date. */
export async function publishCsafDocuments(db: Queryable, site: CsafSite, advisory: Advisory | null): Promise<void> {
  if (advisory && advisory.status !== "draft") await requirePublishable(db, advisory, site.origin);
  await syncCsafDocuments(db, site);
}
