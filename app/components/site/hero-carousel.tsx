import { useTranslation } from "react-i18next";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "~/components/site/localized-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { ResponsiveImage } from "~/components/site/responsive-image";

export type HeroSlideView = {
  id: string;
  title: string;
  subtitle: string | null;
  backgroundImageUrl: string;
  ctaText: string | null;
  ctaLink: string | null;
  cta2Text: string | null;
  cta2Link: string | null;
  stats: { value: string; label: string }[];
};

/** public-site.md §4 and §9: the carousel loops and moves on every 6000 ms. */
export const AUTOPLAY_INTERVAL_MS = 6000;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The home page's full-height hero. It autoplays until the visitor navigates it (arrows, dots
 * or arrow keys), after which it stays where they put it; it never autoplays for visitors who
 * ask for reduced motion.
 */
export function HeroCarousel({ slides }: { slides: HeroSlideView[] }) {
  const [current, setCurrent] = useState(0);
  const [autoplay, setAutoplay] = useState(true);
  const count = slides.length;
  const { t } = useTranslation();

  useEffect(() => {
    if (!autoplay || count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, count]);

  const goTo = (index: number) => {
    setAutoplay(false);
    setCurrent(((index % count) + count) % count);
  };

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("carousel.label")}
      // Every slide sits in the same grid cell, so the section is as tall as its tallest slide.
      className="relative isolate grid min-h-[calc(100svh-4rem)] overflow-hidden bg-navy-950 text-white"
      onKeyDown={(event) => {
        // The arrow keys follow the reading direction: in Arabic the next slide is to the left.
        const forward = document.documentElement.dir === "rtl" ? -1 : 1;
        if (event.key === "ArrowLeft") goTo(current - forward);
        if (event.key === "ArrowRight") goTo(current + forward);
      }}
    >
      {slides.map((slide, index) => (
        <div
          key={slide.id}
          role="group"
          aria-roledescription="slide"
          aria-label={t("carousel.slideOf", { index: index + 1, count })}
          aria-hidden={index !== current}
          inert={index !== current}
          className={cn(
            "relative isolate col-start-1 row-start-1 flex items-center transition-opacity duration-700 motion-reduce:transition-none",
            index === current ? "opacity-100" : "pointer-events-none opacity-0",
          )}
        >
          <ResponsiveImage
            src={slide.backgroundImageUrl}
            alt=""
            width={1920}
            height={1080}
            sizes="100vw"
            priority={index === 0}
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-70"
          />
          <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/95 rtl:bg-gradient-to-l via-navy-950/75 to-navy-950/20" />
          <div className="mx-auto w-full max-w-7xl px-4 pt-16 pb-24 sm:px-6 md:px-20">
            {index === 0 ? (
              <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">{slide.title}</h1>
            ) : (
              <h2 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">{slide.title}</h2>
            )}
            {slide.subtitle && <p className="mt-6 max-w-2xl text-lg text-slate-200">{slide.subtitle}</p>}
            <div className="mt-10 flex flex-wrap gap-4">
              {slide.ctaText && slide.ctaLink && (
                <Link to={slide.ctaLink} className={buttonVariants({ size: "lg", variant: "accent" })}>
                  {slide.ctaText}
                </Link>
              )}
              {slide.cta2Text && slide.cta2Link && (
                <Link to={slide.cta2Link} className={buttonVariants({ size: "lg", variant: "inverse" })}>
                  {slide.cta2Text}
                </Link>
              )}
            </div>
            {slide.stats.length > 0 && (
              <dl className="mt-14 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
                {slide.stats.map((stat) => (
                  <div key={stat.label} className="border-s-2 border-accent-400 ps-4">
                    <dd className="text-2xl font-semibold tabular-nums sm:text-3xl">
                      <span dir="ltr">{stat.value}</span>
                    </dd>
                    <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </div>
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t("carousel.previous")}
            onClick={() => goTo(current - 1)}
            className="absolute start-3 top-1/2 z-10 hidden -translate-y-1/2 rounded-full bg-white/10 p-3 backdrop-blur hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white md:block"
          >
            <ChevronLeft className="size-6 rtl:rotate-180" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={t("carousel.next")}
            onClick={() => goTo(current + 1)}
            className="absolute end-3 top-1/2 z-10 hidden -translate-y-1/2 rounded-full bg-white/10 p-3 backdrop-blur hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white md:block"
          >
            <ChevronRight className="size-6 rtl:rotate-180" aria-hidden />
          </button>
          {/* Each dot sits in a 24 px target (WCAG 2.2 target size; Lighthouse's target-size audit). */}
          <div role="tablist" aria-label={t("carousel.choose")} className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                role="tab"
                aria-selected={index === current}
                aria-label={t("carousel.slide", { index: index + 1, title: slide.title })}
                onClick={() => goTo(index)}
                className="group flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              >
                <span
                  aria-hidden
                  className={cn(
                    "h-2.5 rounded-full transition-all",
                    index === current ? "w-8 bg-accent-400" : "w-2.5 bg-white/50 group-hover:bg-white/80",
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
