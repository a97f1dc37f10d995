/**
 * The download center's Atom feeds (decision 057), in a page's language: one resource's versions,
 * and the newest firmware versions of every resource. Each entry names the version and its release
 * track, links to its place on the resource's page, sums up its release notes with the stored
 * file's size and SHA-256, and encloses its download.
 */
import { eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { media, resources, resourceVersions } from "~/db/schema";
import { downloadFeedPath, downloadPath, FIRMWARE_FEED_PATH, versionAnchor } from "~/lib/catalogue/download-addresses";
import { localizedContent } from "~/lib/content-translations";
import { catalogFor } from "~/lib/i18n/catalogs.server";
import { createTranslator, type Translate } from "~/lib/i18n/translator";
import type { AtomEntry, AtomFeed, FeedReader } from "~/lib/seo/atom-feed";
import { pageUrl } from "~/lib/seo/page-urls";
import { notFound } from "~/lib/server/http-errors.server";
import { formatDownloadSize } from "~/lib/catalogue/download-size";
import { formatNewsDateLong } from "~/lib/i18n/display-dates";
import { versionedAddress } from "~/lib/image-descriptions";
import { isUuid } from "../../records/entity-rows.server";
import { newestVersionFirst, RESOURCE_NOT_FOUND, storedFileColumns, storedFileOfVersion } from "./resource-versions.server";

/** How many firmware versions the firmware feed holds, newest first. */
export const FIRMWARE_FEED_SIZE = 50;

const feedVersionColumns = {
  id: resourceVersions.id,
  version: resourceVersions.version,
  releaseNotes: resourceVersions.releaseNotes,
  releasedOn: resourceVersions.releasedOn,
  releaseTrack: resourceVersions.releaseTrack,
  fileUrl: resourceVersions.fileUrl,
  externalUrl: resourceVersions.externalUrl,
  ...storedFileColumns,
  fileType: media.contentType,
  fileVersion: media.version,
  resource: { id: resources.id, title: resources.title, translations: resources.translations },
};

const versionsWithResources = (db: Queryable) =>
  db
    .select(feedVersionColumns)
    .from(resourceVersions)
    .innerJoin(resources, eq(resources.id, resourceVersions.resourceId))
    .leftJoin(media, storedFileOfVersion);

type FeedVersion = Awaited<ReturnType<typeof versionsWithResources>>[number];

function feedEntry(version: FeedVersion, reader: FeedReader, t: Translate): AtomEntry {
  const { locale, origin } = reader;
  const resource = localizedContent(version.resource, locale, "resource");
  const label = version.version
    ? `${t("resource.version")} ${version.version}`
    : t("download.releaseOf", { date: formatNewsDateLong(version.releasedOn, locale) });
  const track = version.releaseTrack ? ` (${t(`download.track.${version.releaseTrack}`)})` : "";
  const page = `${pageUrl(origin, locale, downloadPath(resource.id))}#${versionAnchor(version.id)}`;
  const releasedOn = new Date(`${version.releasedOn}T00:00:00Z`);
  const file = [
    version.fileBytes === null ? null : formatDownloadSize(version.fileBytes, locale),
    version.fileSha256 && `SHA-256: ${version.fileSha256}`,
  ].filter(Boolean);
  // A file replaced under its address is enclosed as its version's address, as the pages link it (decision 063).
  const download = version.fileUrl
    ? new URL(versionedAddress(version.fileUrl, version.fileVersion ?? 1), origin).href
    : version.externalUrl;
  return {
    id: page,
    title: `${resource.title}, ${label}${track}`,
    link: page,
    // The release's own day: the row's time of change would be the seed's or an edit's.
    published: releasedOn,
    updated: releasedOn,
    summary: [version.releaseNotes ?? t("download.noNotes"), ...file].join("\n\n"),
    enclosure: download ? { href: download, length: version.fileBytes, type: version.fileType } : null,
  };
}

/** One resource's versions, newest first; 404 for an unknown resource. */
export async function resourceFeed(db: Queryable, id: string | undefined, reader: FeedReader): Promise<AtomFeed> {
  if (id === undefined || !isUuid(id)) throw notFound(RESOURCE_NOT_FOUND);
  const [resource] = await db.select().from(resources).where(eq(resources.id, id));
  if (!resource) throw notFound(RESOURCE_NOT_FOUND);
  const versions = await versionsWithResources(db)
    .where(eq(resourceVersions.resourceId, id))
    .orderBy(...newestVersionFirst);
  const t = createTranslator(reader.locale, catalogFor(reader.locale));
  const { title } = localizedContent(resource, reader.locale, "resource");
  return {
    self: pageUrl(reader.origin, reader.locale, downloadFeedPath(id)),
    title: t("download.feedTitle", { title }),
    link: pageUrl(reader.origin, reader.locale, downloadPath(id)),
    author: reader.company,
    language: reader.locale,
    updated: resource.updatedAt,
    entries: versions.map((version) => feedEntry(version, reader, t)),
  };
}

/** The newest firmware versions of all resources, newest release first. */
export async function firmwareFeed(db: Queryable, reader: FeedReader): Promise<AtomFeed> {
  const versions = await versionsWithResources(db)
    .where(eq(resources.type, "firmware"))
    .orderBy(...newestVersionFirst)
    .limit(FIRMWARE_FEED_SIZE);
  const t = createTranslator(reader.locale, catalogFor(reader.locale));
  return {
    self: pageUrl(reader.origin, reader.locale, FIRMWARE_FEED_PATH),
    title: t("support.firmwareFeedTitle"),
    link: pageUrl(reader.origin, reader.locale, "/support?type=firmware"),
    author: reader.company,
    language: reader.locale,
    updated: new Date(0),
    entries: versions.map((version) => feedEntry(version, reader, t)),
  };
}
