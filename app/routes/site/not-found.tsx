import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { PageNotFound } from "~/components/site/not-found-state";
import { metaTranslator } from "~/lib/i18n/meta-translator";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("notFound.title") }];

export default PageNotFound;
