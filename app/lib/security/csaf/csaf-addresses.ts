/**
 * Where the CSAF trusted provider's files are (CSAF 2.0 section 7, decision 079): the provider
 * metadata, the TLP:WHITE directory with a folder per year, and the public OpenPGP key.
 */
export const CSAF_ROOT_PATH = "/.well-known/csaf";
export const PROVIDER_METADATA_PATH = `${CSAF_ROOT_PATH}/provider-metadata.json`;
export const CSAF_DIRECTORY_PATH = `${CSAF_ROOT_PATH}/white`;
export const CSAF_INDEX_NAME = "index.txt";
export const CSAF_CHANGES_NAME = "changes.csv";
export const openPgpKeyPath = (fingerprint: string) => `${CSAF_ROOT_PATH}/openpgp/${fingerprint}.asc`;

/**
 * A document's file name by the specification's rule (section 5.1): the tracking id in lower
 * case, each run of characters other than `+`, `-`, a-z and 0-9 replaced by one `_`, then `.json`.
 */
export function csafFileName(trackingId: string): string {
  return `${trackingId.toLowerCase().replace(/[^+\-a-z0-9]+/g, "_")}.json`;
}

/** Its path under the directory: the year of its initial release, then its file name. */
export const csafDocumentPath = (trackingId: string, initialReleaseDate: Date) =>
  `${initialReleaseDate.getUTCFullYear()}/${csafFileName(trackingId)}`;

/** The address of a document whose directory path is `path` (`2026/aur-sa-2026-001.json`). */
export const csafDocumentAddress = (path: string) => `${CSAF_DIRECTORY_PATH}/${path}`;
