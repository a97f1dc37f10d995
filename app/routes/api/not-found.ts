import { apiHandler } from "~/lib/server/api-route.server";
import { notFound } from "~/lib/server/http-errors.server";

/**
 * Any /api path that no route serves: a JSON 404, whatever the method. Answered through
 * apiHandler, which reads away a body sent with it, so the client gets the 404 and not a reset
 * connection.
 */
const answer = apiHandler(async () => {
  throw notFound("No API call at this address");
});

export const loader = answer;
export const action = answer;
