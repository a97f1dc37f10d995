import { Link } from "react-router";
import type { Route } from "./+types/home";
import { listActiveHeroSlides } from "~/services/hero-slide.server";
import { listFeaturedProducts } from "~/services/product.server";

export async function loader({ context }: Route.LoaderArgs) {
  const [slides, featuredProducts] = await Promise.all([
    listActiveHeroSlides(context.db),
    listFeaturedProducts(context.db),
  ]);
  return { slide: slides[0] ?? null, featuredProducts };
}

export const meta: Route.MetaFunction = () => [
  { title: "Biometric Access Control Manufacturer | Face Recognition, Fingerprint, RFID, Smart Locks" },
  {
    name: "description",
    content:
      "Manufacturer of face recognition terminals, fingerprint readers, RFID readers, smart locks and access controllers, with OEM/ODM customization.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slide, featuredProducts } = loaderData;
  return (
    <main>
      {slide && (
        <section className="relative isolate flex min-h-[70vh] items-center overflow-hidden bg-navy-950 text-white">
          <img
            src={slide.backgroundImageUrl}
            alt=""
            width={1920}
            height={1080}
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
          />
          <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/95 via-navy-950/70 to-navy-950/20" />
          <div className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
            <h1 className="max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">{slide.title}</h1>
            {slide.subtitle && <p className="mt-6 max-w-2xl text-lg text-slate-200">{slide.subtitle}</p>}
            <div className="mt-10 flex flex-wrap gap-4">
              {slide.ctaText && slide.ctaLink && (
                <Link
                  to={slide.ctaLink}
                  className="rounded-md bg-accent-500 px-5 py-3 font-medium text-navy-950 hover:bg-accent-400"
                >
                  {slide.ctaText}
                </Link>
              )}
              {slide.cta2Text && slide.cta2Link && (
                <Link
                  to={slide.cta2Link}
                  className="rounded-md border border-white/40 px-5 py-3 font-medium hover:bg-white/10"
                >
                  {slide.cta2Text}
                </Link>
              )}
            </div>
            {slide.stats.length > 0 && (
              <dl className="mt-14 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
                {slide.stats.map((stat) => (
                  <div key={stat.label}>
                    <dt className="text-sm text-slate-300">{stat.label}</dt>
                    <dd className="text-2xl font-semibold tabular-nums">{stat.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </section>
      )}
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-semibold tracking-tight">Featured Products</h2>
        {featuredProducts.length === 0 ? (
          <p className="mt-6 text-[var(--muted-foreground)]">No featured products available</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featuredProducts.map((product) => (
              <li
                key={product.id}
                className="overflow-hidden rounded-lg border border-[var(--border)] bg-[var(--card)] shadow-sm"
              >
                {product.imageUrl && (
                  <img
                    src={product.imageUrl}
                    alt={product.name}
                    width={1200}
                    height={1200}
                    loading="lazy"
                    className="aspect-square w-full bg-slate-50 object-contain"
                  />
                )}
                <div className="p-4">
                  <p className="text-xs font-medium tracking-wide text-[var(--accent)]">{product.productCode}</p>
                  <h3 className="mt-1 font-semibold">{product.name}</h3>
                  {product.priceRange && (
                    <p className="mt-2 text-sm text-[var(--muted-foreground)] tabular-nums">{product.priceRange}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
