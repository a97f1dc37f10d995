/**
 * The reads that public pages share and that change only when staff change something: the
 * site's settings (every page's header and footer), the categories, the catalogue's facets and
 * size, each category's typed filters, and the home page's three short lists (the active hero
 * slides, the featured solutions and products: none depends on the date), the retired products, and the media library's
 * descriptions of its images in each language. Each is read once per
 * change of the content (per-change-memo.server.ts), not once per request; the values are
 * shared, never to be changed.
 */
import type { AppContext } from "~/lib/server/app-context.server";
import { listCategories, type Category } from "../catalogue/category.server";
import { listActiveHeroSlides } from "../content/hero-slide.server";
import { filterableFieldsOf, listFeaturedProducts, listProductFacets, listProducts, type ProductFacets } from "../catalogue/product.server";
import { listFeaturedSolutions } from "../content/solution.server";
import type { CatalogueLifecycle } from "~/schemas/catalogue/product-lifecycle";
import { getSiteSettings, type SiteSettings } from "../content/site-settings.server";
import type { SpecificationField } from "../catalogue/specification-field.server";
import { readImageDescriptions } from "../media/media-descriptions.server";
import type { Locale } from "~/lib/i18n/locales";
import type { ImageDescriptions } from "~/lib/image-descriptions";
import { listRetiredProducts, type RetiredProduct } from "../catalogue/product-lifecycle.server";

type ReadContext = Pick<AppContext, "db" | "perChange">;

export const keptSiteSettings = ({ db, perChange }: ReadContext): Promise<SiteSettings> =>
  perChange.read("site-settings", () => getSiteSettings(db));

export const keptCategories = ({ db, perChange }: ReadContext): Promise<Category[]> =>
  perChange.read("categories", () => listCategories(db));

export const keptProductFacets = ({ db, perChange }: ReadContext, lifecycle: CatalogueLifecycle): Promise<ProductFacets> =>
  perChange.read(`product-facets:${lifecycle}`, () => listProductFacets(db, lifecycle));

/** How many products the public catalogue holds: those still offered, or with `all`, the retired ones too (decision 058). */
export const keptCatalogueSize = ({ db, perChange }: ReadContext, lifecycle: CatalogueLifecycle): Promise<number> =>
  perChange.read(`catalogue-size:${lifecycle}`, async () => (await listProducts(db, { limit: 1, lifecycle })).total);

/** The typed filters of a category of `categories` (by slug or id); none for any other. */
export function keptFilterableFields(context: ReadContext, categories: Category[], category: string): Promise<SpecificationField[]> {
  const known = categories.find((candidate) => candidate.slug === category || candidate.id === category);
  if (!known) return Promise.resolve([]);
  return context.perChange.read(`filterable-fields:${known.id}`, () => filterableFieldsOf(context.db, known.id));
}

/** The published discontinued and out-of-support products with their replacements (decision 058): what quote lists say of them. */
export const keptRetiredProducts = ({ db, perChange }: ReadContext): Promise<RetiredProduct[]> =>
  perChange.read("retired-products", () => listRetiredProducts(db));

/** What the home page shows besides the settings. */
export const keptHomeLists = ({ db, perChange }: ReadContext) =>
  perChange.read("home-lists", async () => {
    const [slides, featuredSolutions, featuredProducts] = await Promise.all([
      listActiveHeroSlides(db),
      listFeaturedSolutions(db),
      listFeaturedProducts(db),
    ]);
    return { slides, featuredSolutions, featuredProducts };
  });

/** The alt texts, captions and versions of the library's images, as a page in `locale` shows them. */
export const keptImageDescriptions = ({ db, perChange }: ReadContext, locale: Locale): Promise<ImageDescriptions> =>
  perChange.read(`image-descriptions:${locale}`, () => readImageDescriptions(db, locale));
