import { apiDescription } from "~/services/staff/api-description.server";
import { refuseMethod } from "~/lib/server/api-route.server";

/** `GET /api/openapi.json`: the API's OpenAPI 3.1 description. */
export const loader = () => Response.json(apiDescription(), { headers: { "Cache-Control": "public, max-age=300" } });

export const action = refuseMethod(["GET"]);
