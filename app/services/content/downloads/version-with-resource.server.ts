/** A download-center version named with its resource, as a link to its place on the resource's page needs it (decisions 059 and 061). */
import { resources, resourceVersions } from "~/db/schema";

/** Select with the version joined to its resource. */
export const versionWithResourceColumns = {
  id: resourceVersions.id,
  version: resourceVersions.version,
  releasedOn: resourceVersions.releasedOn,
  releaseTrack: resourceVersions.releaseTrack,
  resourceId: resources.id,
  resourceTitle: resources.title,
  resourceTranslations: resources.translations,
};
