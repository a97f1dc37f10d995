import { buttonVariants } from "~/components/ui/button";
import { BandStats, type BandStat } from "../parts/band-stats";
import { Link } from "../shell/localized-link";
import { ResponsiveImage } from "../parts/responsive-image";

export type HeroSlideView = {
  id: string;
  title: string;
  subtitle: string | null;
  backgroundImageUrl: string;
  ctaText: string | null;
  ctaLink: string | null;
  cta2Text: string | null;
  cta2Link: string | null;
  stats: BandStat[];
};

/** What one slide of the home page's hero shows: its picture, title, subtitle, two calls to action and its statistics. */
export function HeroSlide({ slide, first }: { slide: HeroSlideView; first: boolean }) {
  const Heading = first ? "h1" : "h2";
  return (
    <>
      <ResponsiveImage
        src={slide.backgroundImageUrl}
        alt=""
        decorative
        width={1920}
        height={1080}
        sizes="100vw"
        priority={first}
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-70"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/95 via-navy-950/75 to-navy-950/20 rtl:bg-gradient-to-l" />
      <div className="mx-auto w-full max-w-7xl px-4 pt-16 pb-24 sm:px-6 md:px-20">
        <Heading className="max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">{slide.title}</Heading>
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
        {slide.stats.length > 0 && <BandStats stats={slide.stats} large />}
      </div>
    </>
  );
}
