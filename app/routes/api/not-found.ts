import { notFound } from "~/lib/server/http-errors.server";

/** Any /api path that no route serves: a JSON 404, whatever the method. */
const answer = () => notFound("No API call at this address").toResponse();

export const loader = answer;
export const action = answer;
