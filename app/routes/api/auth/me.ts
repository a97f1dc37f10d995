import type { Route } from "./+types/me";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { requireSignedIn } from "~/services/staff/auth.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireSignedIn(context.db, request);
  return Response.json(user, { headers: { "Cache-Control": "no-store" } });
});

export const action = refuseMethod(["GET"]);
