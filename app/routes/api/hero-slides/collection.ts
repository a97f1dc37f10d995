/** `GET /api/hero-slides` (public: active slides; staff with `?all=true`: all) and `POST /api/hero-slides` (staff). */
import type { Route } from "./+types/collection";
import { apiHandler, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createHeroSlideSchema, heroSlideListQuerySchema } from "~/schemas/content/hero-slide";
import { requireStaff, staffViewer } from "~/services/staff/auth.server";
import { createHeroSlide, listHeroSlides } from "~/services/content/hero-slide.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const { all } = readQuery(request, heroSlideListQuerySchema);
  // Anyone may ask for all; only staff who pass the staff check get the inactive slides too.
  const includeInactive = all === true && (await staffViewer(context.db, request)) !== null;
  const slides = await listHeroSlides(context.db, { includeInactive });
  return Response.json(slides, { headers: includeInactive ? { "Cache-Control": "no-store" } : {} });
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createHeroSlideSchema);
  return Response.json(await writeAs(context.db, user, (db) => versioned(db, "hero_slide", undefined, () => createHeroSlide(db, input))), {
    status: 201,
  });
});
