import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { PageNotFound } from "~/components/site/shell/not-found-state";
import { notFoundMeta } from "~/lib/seo/seo-meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default PageNotFound;
