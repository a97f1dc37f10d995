/** `GET /api/news/{slug}` (public once published; staff always); `PUT` and `DELETE /api/news/{id}` (staff). */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateNewsArticleSchema } from "~/schemas/content/news-article";
import { requireStaff } from "~/services/staff/auth.server";
import { deleteNewsArticle, findNewsArticleBySlug, updateNewsArticle } from "~/services/content/news-article.server";
import { audienceHeaders, audienceOf, isPublicRow } from "~/services/records/audience.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { versioned } from "~/services/history/item-versions.server";
import { keptWhenDeleted } from "~/services/history/recently-deleted.server";

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  const audience = await audienceOf(context.db, request);
  const article = await findNewsArticleBySlug(context.db, params.key, audience);
  return Response.json(article, { headers: audienceHeaders(audience) });
});

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  switch (request.method) {
    case "PUT": {
      const user = await requireStaff(context.db, request);
      const input = await readJsonBody(request, updateNewsArticleSchema);
      const article = await writeAs(context.db, user, (db) =>
        versioned(db, "news_article", params.key, () => updateNewsArticle(db, params.key, input)),
      );
      if (isPublicRow(article)) context.pageChange.editedInPlace();
      return Response.json(article);
    }
    case "DELETE": {
      const user = await requireStaff(context.db, request);
      await writeAs(context.db, user, (db) => keptWhenDeleted(db, "news_article", params.key, () => deleteNewsArticle(db, params.key)));
      return new Response(null, { status: 204 });
    }
    default:
      throw methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
});
