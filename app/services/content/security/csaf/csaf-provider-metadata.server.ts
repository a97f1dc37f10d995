/**
 * The provider metadata (CSAF 2.0 section 7.1.7, decision 079): the role of trusted provider,
 * the publisher, one directory distribution (TLP:WHITE), the public OpenPGP key with its
 * fingerprint, and when the directory last changed (the newest document's release; the time of
 * the answer while there is none).
 */
import type { Queryable } from "~/db/client.server";
import { CSAF_DIRECTORY_PATH, openPgpKeyPath, PROVIDER_METADATA_PATH } from "~/lib/security/csaf/csaf-addresses";
import { sortedJson } from "~/lib/security/csaf/sorted-json";
import { getSiteSettings } from "../../site-settings.server";
import { listCsafDocuments, type CsafSite } from "./csaf-directory.server";

export async function providerMetadata(db: Queryable, site: CsafSite): Promise<string> {
  const [settings, [newest]] = await Promise.all([getSiteSettings(db), listCsafDocuments(db).limit(1)]);
  const { origin, signer } = site;
  return sortedJson({
    canonical_url: `${origin}${PROVIDER_METADATA_PATH}`,
    distributions: [{ directory_url: `${origin}${CSAF_DIRECTORY_PATH}/` }],
    last_updated: (newest?.currentReleaseDate ?? site.now ?? new Date()).toISOString(),
    list_on_CSAF_aggregators: true,
    metadata_version: "2.0",
    mirror_on_CSAF_aggregators: true,
    public_openpgp_keys: [{ fingerprint: signer.fingerprint, url: `${origin}${openPgpKeyPath(signer.fingerprint)}` }],
    publisher: { category: "vendor", name: settings.companyName, namespace: origin },
    role: "csaf_trusted_provider",
  });
}
