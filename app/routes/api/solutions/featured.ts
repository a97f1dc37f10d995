/** `GET /api/solutions/featured` (public): the home page's featured solutions. */
import type { Route } from "./+types/featured";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { listFeaturedSolutions } from "~/services/content/solution.server";

export const loader = apiHandler(async ({ context }: Route.LoaderArgs) => Response.json(await listFeaturedSolutions(context.db)));

export const action = refuseMethod(["GET"]);
