/**
 * Admins: decide a day's digest now (POST; decision 036), the previous UTC day unless `day` is
 * given; 409 when that day's digest was already decided, by the loop or by this call.
 */
import type { Route } from "./+types/digest";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { conflict, methodNotAllowed } from "~/lib/server/http-errors.server";
import { sendDigestSchema } from "~/schemas/inquiries/inquiry-pipeline";
import { siteOrigin } from "~/lib/server/site-origin.server";
import { requireAdmin } from "~/services/staff/auth.server";
import { previousDay } from "~/services/records/day-range.server";
import { sendDailyDigest } from "~/services/inquiries/inquiry-digest.server";

export const loader = refuseMethod(["POST"]);

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireAdmin(context.db, request);
  const day = (await readJsonBody(request, sendDigestSchema)).day ?? previousDay(new Date());
  const siteUrl = siteOrigin(context.config, request.url);
  const run = await sendDailyDigest(context.db, day, { recipient: context.config.mail.salesEmail, siteUrl });
  if (!run) throw conflict(`The digest for ${day} was already sent`);
  context.logger.info({ ...run, by: user.username }, "daily digest sent on request");
  return Response.json(run);
});
