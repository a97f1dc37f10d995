/** `GET /.well-known/csaf/openpgp/{fingerprint}.asc`: the public key that signs the CSAF documents (decision 079); 404 for any other name. */
import type { Route } from "./+types/csaf-openpgp-key";
import { freshFileResponse, TEXT_TYPE } from "~/lib/server/fresh-file-response.server";
import { csafSiteFor } from "~/services/content/security/csaf/csaf-publication.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { signer } = await csafSiteFor(context.db, context.config, request.url);
  if (params.file !== `${signer.fingerprint}.asc`)
    return new Response("Not Found\n", { status: 404, headers: { "Content-Type": TEXT_TYPE } });
  return freshFileResponse(request, signer.publicKey, TEXT_TYPE);
}
