import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import type { Slots } from "~/components/islands/define-island";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n/translation";

/** The carousel moves on every 6000 ms and loops. */
export const AUTOPLAY_INTERVAL_MS = 6000;
const FADE_MS = 700;

/**
 * The autoplay the page runs in CSS until the island hydrates, for `count` slides: each slide
 * shows for its share of a cycle of `count` intervals, fading in and out over 700 ms, each an
 * interval after the one before, and its dot is lit meanwhile; it pauses while the pointer is over
 * the carousel, and never runs for visitors who ask for reduced motion.
 */
export function autoplayStyle(count: number): string {
  const cycle = `${(count * AUTOPLAY_INTERVAL_MS) / 1000}s`;
  const share = 100 / count;
  const fade = (FADE_MS / (count * AUTOPLAY_INTERVAL_MS)) * 100;
  const at = (percent: number) => `${+percent.toFixed(3)}%`;
  const shown = "opacity:1;visibility:visible;z-index:1";
  const hidden = "opacity:0;visibility:hidden;z-index:0";
  const carousel = `[data-autoplay="${count}"]`;
  return (
    `@keyframes hero-slide-${count}{0%{opacity:0;visibility:visible;z-index:1}${at(fade)},${at(share)}{${shown}}${at(share + fade)},100%{${hidden}}}` +
    `@keyframes hero-dot-${count}{0%,${at(share)}{width:2rem;background-color:var(--color-accent-400)}${at(share + 0.001)},100%{width:.625rem;background-color:rgb(255 255 255/.5)}}` +
    "@media (prefers-reduced-motion:no-preference){" +
    `${carousel} [data-hero-slide]{animation:hero-slide-${count} ${cycle} infinite;animation-delay:calc(var(--slide) * ${AUTOPLAY_INTERVAL_MS}ms - ${FADE_MS}ms)}` +
    `${carousel} [data-hero-dot]{animation:hero-dot-${count} ${cycle} infinite;animation-delay:calc(var(--slide) * ${AUTOPLAY_INTERVAL_MS}ms - ${FADE_MS / 2}ms)}` +
    `${carousel}:hover :is([data-hero-slide],[data-hero-dot]){animation-play-state:paused}}`
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The slide the page's own autoplay shows now: the most opaque. */
function slideShown(section: HTMLElement): number {
  const opacities = [...section.querySelectorAll<HTMLElement>("[data-hero-slide]")].map((slide) => Number(getComputedStyle(slide).opacity));
  return opacities.indexOf(Math.max(...opacities));
}

/**
 * The home page's full-height hero: its slides (slots `slide-0`, `slide-1`, …, titled `titles`),
 * arrows and dots. Until the visitor reaches for it the page runs its autoplay in CSS; the island
 * then takes over from the slide on show, goes on autoplaying until the visitor navigates it
 * (arrows, dots or arrow keys) and stays where they put it. It never autoplays for visitors who
 * ask for reduced motion.
 */
export function HeroCarousel({ titles, slots }: { titles: string[]; slots: Slots<string> }) {
  const section = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  // "css": the page's autoplay, as the server wrote it; "playing": the island's; "stopped": navigated.
  const [autoplay, setAutoplay] = useState<"css" | "playing" | "stopped">("css");
  const count = titles.length;
  const t = useT();

  useLayoutEffect(() => {
    // Hydrated: take over from the slide the page's autoplay shows, before the browser paints again.
    if (section.current) setCurrent(slideShown(section.current));
    setAutoplay((mode) => (mode === "css" ? "playing" : mode));
  }, []);

  useEffect(() => {
    if (autoplay !== "playing" || count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, count]);

  const wrap = (index: number) => ((index % count) + count) % count;
  const goTo = (index: number) => {
    setAutoplay("stopped");
    setCurrent(wrap(index));
  };
  const step = (by: number) => {
    setAutoplay("stopped");
    setCurrent((index) => wrap(index + by));
  };

  if (count === 0) return null;
  const cssAutoplay = autoplay === "css" && count > 1;
  return (
    <section
      ref={section}
      aria-roledescription="carousel"
      aria-label={t("carousel.label")}
      data-autoplay={cssAutoplay ? count : undefined}
      // Every slide sits in the same grid cell, so the section is as tall as its tallest slide.
      className="relative isolate grid min-h-[calc(100svh-4rem)] overflow-hidden bg-navy-950 text-white"
      onKeyDown={(event) => {
        // The arrow keys follow the reading direction: in Arabic the next slide is to the left.
        const forward = document.documentElement.dir === "rtl" ? -1 : 1;
        if (event.key === "ArrowLeft") step(-forward);
        if (event.key === "ArrowRight") step(forward);
      }}
    >
      {count > 1 && (
        <style href={`hero-autoplay-${count}`} precedence="default">
          {autoplayStyle(count)}
        </style>
      )}
      {titles.map((title, index) => (
        <div
          key={index}
          data-hero-slide
          role="group"
          aria-roledescription="slide"
          aria-label={t("carousel.slideOf", { index: index + 1, count })}
          style={{ "--slide": index } as CSSProperties}
          className={cn(
            "relative isolate col-start-1 row-start-1 flex items-center transition-[opacity,visibility] duration-700 motion-reduce:transition-none",
            index === current ? "z-[1] opacity-100" : "invisible opacity-0",
          )}
        >
          {slots[`slide-${index}`]}
        </div>
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t("carousel.previous")}
            onClick={() => step(-1)}
            className="absolute start-3 top-1/2 z-10 hidden -translate-y-1/2 rounded-full bg-white/10 p-3 backdrop-blur hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white md:block"
          >
            <ChevronLeft className="size-6 rtl:rotate-180" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={t("carousel.next")}
            onClick={() => step(1)}
            className="absolute end-3 top-1/2 z-10 hidden -translate-y-1/2 rounded-full bg-white/10 p-3 backdrop-blur hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white md:block"
          >
            <ChevronRight className="size-6 rtl:rotate-180" aria-hidden />
          </button>
          {/* Each dot sits in a 24 px target (WCAG 2.2 target size; Lighthouse's target-size audit). */}
          <div role="group" aria-label={t("carousel.choose")} className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2">
            {titles.map((title, index) => (
              <button
                key={index}
                type="button"
                aria-current={index === current && !cssAutoplay ? "true" : undefined}
                aria-label={t("carousel.slide", { index: index + 1, title })}
                onClick={() => goTo(index)}
                style={{ "--slide": index } as CSSProperties}
                className="group flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              >
                <span
                  aria-hidden
                  data-hero-dot
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
