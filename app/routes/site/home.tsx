import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CtaBand } from "~/components/site/cta-band";
import { HeroCarousel } from "~/components/site/hero-carousel";
import { ProductCard } from "~/components/site/product-card";
import { SectionHeading } from "~/components/site/section-heading";
import { SolutionCard } from "~/components/site/solution-card";
import { useSiteSettings } from "~/components/site/site-settings-context";
import { WhyChoose } from "~/components/site/why-choose";
import { buttonVariants } from "~/components/ui/button";
import { listActiveHeroSlides } from "~/services/hero-slide.server";
import { listFeaturedProducts } from "~/services/product.server";
import { listFeaturedSolutions } from "~/services/solution.server";

export async function loader({ context }: Route.LoaderArgs) {
  const [slides, featuredSolutions, featuredProducts] = await Promise.all([
    listActiveHeroSlides(context.db),
    listFeaturedSolutions(context.db),
    listFeaturedProducts(context.db),
  ]);
  return { slides, featuredSolutions, featuredProducts };
}

export const meta: Route.MetaFunction = () => [
  {
    title: "Biometric Access Control Manufacturer | Face Recognition, Fingerprint, RFID, Smart Locks",
  },
  {
    name: "description",
    content:
      "Manufacturer of face recognition terminals, fingerprint readers, RFID readers, smart locks and access controllers, with OEM/ODM customization.",
  },
];

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
  return (
    <main>
      {slides.length > 0 ? <HeroCarousel slides={slides} /> : <h1 className="sr-only">{settings.companyName}</h1>}

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Solutions" title="Featured Solutions">
          Complete access-control systems designed for the way each industry works.
        </SectionHeading>
        {featuredSolutions.length === 0 ? (
          <EmptyState text="No featured solutions available" />
        ) : (
          <div className={SOLUTION_GRID}>
            {featuredSolutions.map((solution) => (
              <SolutionCard key={solution.id} solution={solution} />
            ))}
          </div>
        )}
        <SectionFooterLink to="/solutions" label="View All Solutions" />
      </section>

      <section className="border-t border-[var(--border)]">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionHeading eyebrow="Products" title="Featured Products">
            Terminals, readers and locks built in our own factory and tested unit by unit.
          </SectionHeading>
          {featuredProducts.length === 0 ? (
            <EmptyState text="No featured products available" />
          ) : (
            <div className={PRODUCT_GRID}>
              {featuredProducts.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </div>
          )}
          <SectionFooterLink to="/products" label="View All Products" />
        </div>
      </section>

      <WhyChoose companyName={settings.companyName} />

      <CtaBand
        title="Ready to secure your next project?"
        text="Tell us about your site and requirements: our team replies within 24 hours."
      >
        <Link to="/contact?type=quote" className={buttonVariants({ size: "lg", variant: "accent" })}>
          Get a Quote
        </Link>
        <Link to="/contact?type=demo" className={buttonVariants({ size: "lg", variant: "inverse" })}>
          Schedule Demo
        </Link>
      </CtaBand>
    </main>
  );
}
