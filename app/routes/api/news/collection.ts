/** `GET /api/news` (public: published articles; staff: all) and `POST /api/news` (staff). */
import type { Route } from "./+types/collection";
import { apiHandler, listResponse, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { createNewsArticleSchema, newsListQuerySchema } from "~/schemas/content/news-article";
import { requireStaff } from "~/services/staff/auth.server";
import { createNewsArticle, listNewsArticles } from "~/services/content/news-article.server";
import { audienceHeaders, audienceOf } from "~/services/records/audience.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const query = readQuery(request, newsListQuerySchema);
  const audience = await audienceOf(context.db, request);
  const { rows, total } = await listNewsArticles(context.db, query, audience);
  return listResponse(rows, total, audienceHeaders(audience));
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, createNewsArticleSchema);
  return Response.json(
    await writeAs(context.db, user, (db) => versioned(db, "news_article", undefined, () => createNewsArticle(db, input))),
    { status: 201 },
  );
});
