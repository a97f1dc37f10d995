import { refuseMethod } from "~/lib/server/api-route.server";
import { apiDescription } from "./openapi.server";

/** `GET /api/openapi.json`: the API's OpenAPI 3.1 description, assembled in openapi.server.ts from each area's operations. */
export const loader = () => Response.json(apiDescription(), { headers: { "Cache-Control": "public, max-age=300" } });

export const action = refuseMethod(["GET"]);
