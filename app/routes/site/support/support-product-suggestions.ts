/**
 * `GET /support/product-suggestions?q=` (public, under the page's language prefix): the products
 * the download center's product filter suggests as a visitor types (decision 034), with names in
 * the page's language.
 */
import type { Route } from "./+types/support-product-suggestions";
import { MAX_PRODUCT_TEXT, type ProductSuggestionsAnswer } from "~/lib/catalogue/download-product-filter";
import { localeOf } from "~/lib/i18n/locales";
import { suggestDownloadProducts } from "~/services/content/downloads/download-center.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const text = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_PRODUCT_TEXT);
  const answer: ProductSuggestionsAnswer = { products: await suggestDownloadProducts(context.db, text, localeOf(params.lang)) };
  return Response.json(answer);
}
