/** `GET /.well-known/csaf/provider-metadata.json`: the CSAF trusted provider's metadata (CSAF 2.0 section 7.1.7, decision 079). */
import type { Route } from "./+types/csaf-provider-metadata";
import { freshFileResponse, JSON_TYPE } from "~/lib/server/fresh-file-response.server";
import { providerMetadata } from "~/services/content/security/csaf/csaf-provider-metadata.server";
import { csafSiteFor } from "~/services/content/security/csaf/csaf-publication.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await csafSiteFor(context.db, context.config, request.url);
  return freshFileResponse(request, await providerMetadata(context.db, site), JSON_TYPE);
}
