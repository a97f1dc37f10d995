import { useT } from "~/lib/i18n/translation";
import { Link } from "~/components/site/shell/localized-link";
import type { Route } from "./+types/home";
import { CtaBand } from "~/components/site/parts/cta-band";
import HeroCarousel from "~/components/site/content/hero-carousel.island";
import { HeroSlide } from "~/components/site/content/hero-slide";
import { ProductCard, productCardView } from "~/components/site/catalogue/product-card";
import { SectionHeading } from "~/components/site/parts/section-heading";
import { SolutionCard } from "~/components/site/content/solution-card";
import { useSiteSettings } from "~/components/site/shell/site-settings-context";
import { WhyChoose } from "~/components/site/parts/why-choose";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo/seo-meta";
import { keptHomeLists } from "~/services/records/reference-reads.server";
import { inLocale } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";

export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const { slides, featuredSolutions, featuredProducts } = await keptHomeLists(context);
  return {
    slides: slides.map(inLocale(locale, "heroSlide")),
    featuredSolutions: featuredSolutions.map(inLocale(locale, "solution")),
    featuredProducts: featuredProducts.map(inLocale(locale, "product")).map(productCardView),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "meta.home");

const SOLUTION_GRID = "mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3";
const PRODUCT_GRID = "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4";

function EmptyState({ text }: { text: string }) {
  return (
    <p className="mt-10 rounded-xl border border-dashed border-[var(--border)] p-10 text-center text-[var(--muted-foreground)]">{text}</p>
  );
}

function SectionFooterLink({ to, label }: { to: string; label: string }) {
  return (
    <div className="mt-10 text-center">
      <Link to={to} className={buttonVariants({ variant: "secondary" })}>
        {label}
      </Link>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slides, featuredSolutions, featuredProducts } = loaderData;
  const settings = useSiteSettings();
  const t = useT();
  return (
    <main>
      {slides.length > 0 ? (
        <HeroCarousel
          titles={slides.map((slide) => slide.title)}
          slots={Object.fromEntries(
            slides.map((slide, index) => [`slide-${index}`, <HeroSlide key={slide.id} slide={slide} first={index === 0} />]),
          )}
        />
      ) : (
        <h1 className="sr-only">{settings.companyName}</h1>
      )}

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t("home.solutionsEyebrow")} title={t("home.featuredSolutions")}>
          {t("home.featuredSolutionsText")}
        </SectionHeading>
        {featuredSolutions.length === 0 ? (
          <EmptyState text={t("home.noFeaturedSolutions")} />
        ) : (
          <div className={SOLUTION_GRID}>
            {featuredSolutions.map((solution) => (
              <SolutionCard key={solution.id} solution={solution} />
            ))}
          </div>
        )}
        <SectionFooterLink to="/solutions" label={t("home.viewAllSolutions")} />
      </section>

      <section className="border-t border-[var(--border)]">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionHeading eyebrow={t("home.productsEyebrow")} title={t("home.featuredProducts")}>
            {t("home.featuredProductsText")}
          </SectionHeading>
          {featuredProducts.length === 0 ? (
            <EmptyState text={t("home.noFeaturedProducts")} />
          ) : (
            <div className={PRODUCT_GRID}>
              {featuredProducts.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </div>
          )}
          <SectionFooterLink to="/products" label={t("home.viewAllProducts")} />
        </div>
      </section>

      <WhyChoose companyName={settings.companyName} />

      <CtaBand title={t("home.ctaTitle")} text={t("home.ctaText")}>
        <Link to="/contact?type=quote" className={buttonVariants({ size: "lg", variant: "accent" })}>
          {t("actions.getAQuote")}
        </Link>
        <Link to="/contact?type=demo" className={buttonVariants({ size: "lg", variant: "inverse" })}>
          {t("actions.scheduleDemo")}
        </Link>
      </CtaBand>
    </main>
  );
}
