/** Public: a start token for an inquiry form, asked for when the visitor starts filling it in (decision 029). */
import type { Route } from "./+types/form-token";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { issueFormToken } from "~/services/inquiries/form-token.server";
import { formTokenKey } from "~/services/inquiries/spam-check.server";

// Each visitor's own start time: never kept by the page cache or a CDN.
export const loader = apiHandler(async ({ context }: Route.LoaderArgs) =>
  Response.json({ token: issueFormToken(await formTokenKey(context.db), Date.now()) }, { headers: { "Cache-Control": "no-store" } }),
);

export const action = refuseMethod(["GET"]);
