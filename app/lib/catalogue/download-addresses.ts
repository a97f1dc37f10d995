/**
 * Where the download center's pages and feeds are (decisions 034 and 057), without the language
 * prefix: a resource's page, a version's place on it, and the Atom feeds of its versions and of
 * all firmware.
 */
export const downloadPath = (resourceId: string) => `/support/${resourceId}`;

/** A version's element id on its resource's page: `${downloadPath(id)}#${versionAnchor(versionId)}`. */
export const versionAnchor = (versionId: string) => `version-${versionId}`;

export const downloadFeedPath = (resourceId: string) => `${downloadPath(resourceId)}/feed.atom`;

export const FIRMWARE_FEED_PATH = "/support/firmware/feed.atom";
