import type { Route } from "./+types/inquiry";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateInquiryStatusSchema } from "~/schemas/inquiry";
import { requireStaff } from "~/services/auth.server";
import { updateInquiryStatus } from "~/services/inquiry.server";

/** Staff: changes an inquiry's status. */
export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "PUT") throw methodNotAllowed(["PUT"]);
  await requireStaff(context.db, request);
  const { status } = await readJsonBody(request, updateInquiryStatusSchema);
  return Response.json(await updateInquiryStatus(context.db, params.id, status));
});

export const loader = refuseMethod(["PUT"]);
