import { useT } from "~/lib/i18n/translation";
import { ArrowLeft, Briefcase, Check, FileDown, PlayCircle } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import type { Route } from "./+types/solution";
import { CtaBand } from "~/components/site/parts/cta-band";
import { LIGHTBOX_INDEX } from "~/components/site/parts/lightbox";
import { GalleryLightbox } from "~/components/site/parts/gallery-lightbox";
import { LibraryFileLink } from "~/components/site/parts/library-file-link";
import { NOT_FOUND, notFoundBoundary } from "~/components/site/shell/not-found-state";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { industryLabel } from "~/components/site/content/industries";
import { itemForPage } from "~/lib/server/pages/page-data.server";
import { findSolutionBySlug } from "~/services/content/solution.server";
import { audienceOf, unpublishedState } from "~/services/records/audience.server";
import { UnpublishedBanner } from "~/components/site/shell/unpublished-banner";
import { localizedContent } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";
import { detailBreadcrumb, notFoundMeta, seoMeta } from "~/lib/seo/seo-meta";
import { ResponsiveImage } from "~/components/site/parts/responsive-image";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const audience = await audienceOf(context.db, request);
  const solution = await itemForPage(request, findSolutionBySlug(context.db, params.slug, audience));
  const locale = localeOf(params.lang);
  return {
    solution: localizedContent(solution, locale, "solution"),
    unpublished: unpublishedState(solution),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return notFoundMeta(args, (t) => ({ title: t(NOT_FOUND.solution.title), text: t(NOT_FOUND.solution.text) }));
  const { solution } = args.data;
  return seoMeta(args, (page) => ({
    title: `${solution.name} | ${page.t("solutions.eyebrow")}`,
    description: solution.tagline || solution.description,
    image: solution.heroImageUrl,
    structuredData: [detailBreadcrumb(page, { name: page.t("nav.solutions"), path: "/solutions" }, solution.name)],
  }));
};

const card = "rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm";

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const { solution, unpublished } = loaderData;
  const t = useT();
  return (
    <main>
      <UnpublishedBanner state={unpublished} editPath="/admin/solutions" />
      <section className="bg-navy-950 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8 lg:py-16">
          <div>
            <Link to="/solutions" className="inline-flex items-center gap-2 text-sm font-medium text-accent-300 hover:underline">
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> {t("solution.back")}
            </Link>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label={t("solution.industries")}>
              {solution.industry.map((industry) => (
                <li key={industry}>
                  <Badge className="border-white/20 bg-white/10 text-white capitalize">{industryLabel(t, industry)}</Badge>
                </li>
              ))}
            </ul>
            <h1 className="mt-4 text-4xl font-semibold tracking-tight sm:text-5xl">{solution.name}</h1>
            {solution.tagline && <p className="mt-4 text-lg text-accent-300">{solution.tagline}</p>}
            <p className="mt-4 leading-7 whitespace-pre-line text-slate-300">{solution.description}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              <Link to="/contact?type=quote" className={buttonVariants({ size: "lg", variant: "accent" })}>
                {t("actions.getQuote")}
              </Link>
              <Link to="/contact?type=demo" className={buttonVariants({ size: "lg", variant: "inverse" })}>
                {t("actions.requestDemo")}
              </Link>
            </div>
          </div>
          {solution.heroImageUrl && (
            <GalleryLightbox
              urls={[solution.heroImageUrl]}
              slots={{
                triggers: (
                  <button
                    type="button"
                    {...{ [LIGHTBOX_INDEX]: 0 }}
                    className="overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
                    aria-label={t("gallery.enlarge", { name: solution.name })}
                  >
                    <ResponsiveImage
                      src={solution.heroImageUrl}
                      alt={solution.name}
                      width={1600}
                      height={900}
                      sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
                      priority
                      className="aspect-video w-full object-cover transition-transform hover:scale-[1.02] motion-reduce:transition-none"
                    />
                  </button>
                ),
              }}
            />
          )}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-3 lg:px-8">
        <section className={`${card} lg:col-span-2`}>
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Briefcase className="size-5 text-[var(--accent)]" aria-hidden /> {t("solution.useCase")}
          </h2>
          <p className="mt-4 leading-7 whitespace-pre-line text-[var(--muted-foreground)]">{solution.useCase}</p>
        </section>
        <section className={card}>
          <h2 className="text-xl font-semibold">{t("solution.keyBenefits")}</h2>
          <ul className="mt-4 grid gap-3">
            {solution.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <Check className="mt-1 size-4 shrink-0 text-[var(--accent)]" aria-hidden /> {benefit}
              </li>
            ))}
          </ul>
        </section>
        {solution.wiringDiagramUrl && (
          <section className={card}>
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <FileDown className="size-5 text-[var(--accent)]" aria-hidden /> {t("solution.wiringDiagram")}
            </h2>
            <p className="mt-3 text-sm text-[var(--muted-foreground)]">{t("solution.wiringDiagramText")}</p>
            <LibraryFileLink
              href={solution.wiringDiagramUrl}
              className={buttonVariants({ variant: "secondary", className: "mt-5" })}
              download
            >
              {t("solution.downloadPdf")}
            </LibraryFileLink>
          </section>
        )}
        {solution.videoUrl && (
          <section className={card}>
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <PlayCircle className="size-5 text-[var(--accent)]" aria-hidden /> {t("solution.videoDemo")}
            </h2>
            <p className="mt-3 text-sm text-[var(--muted-foreground)]">{t("solution.videoDemoText")}</p>
            <a
              href={solution.videoUrl}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ variant: "secondary", className: "mt-5" })}
            >
              {t("solution.watchVideo")}
            </a>
          </section>
        )}
        {solution.bomList.length > 0 && (
          <section className={`${card} lg:col-span-3`}>
            <h2 className="text-xl font-semibold">{t("solution.bom")}</h2>
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-start text-sm">
                <thead className="text-[var(--muted-foreground)]">
                  <tr>
                    <th scope="col" className="py-2 pe-4 font-medium">
                      {t("solution.bomPart")}
                    </th>
                    <th scope="col" className="py-2 pe-4 font-medium">
                      {t("solution.bomModel")}
                    </th>
                    <th scope="col" className="py-2 pe-4 text-end font-medium">
                      {t("solution.bomQuantity")}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {t("solution.bomNotes")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {solution.bomList.map((row) => (
                    <tr key={`${row.part}-${row.model}`} className="border-t border-[var(--border)]">
                      <td className="py-2 pe-4 font-medium">{row.part}</td>
                      <td className="py-2 pe-4">{row.model}</td>
                      <td className="py-2 pe-4 text-end tabular-nums">{row.quantity}</td>
                      <td className="py-2 text-[var(--muted-foreground)]">{row.notes}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>

      <CtaBand title={t("solution.ctaTitle")} text={t("solution.ctaText")}>
        <Link to="/contact?type=quote" className={buttonVariants({ size: "lg", variant: "accent" })}>
          {t("solution.customQuote")}
        </Link>
        <Link to="/contact" className={buttonVariants({ size: "lg", variant: "inverse" })}>
          {t("solution.contactSales")}
        </Link>
      </CtaBand>
    </main>
  );
}

export const ErrorBoundary = notFoundBoundary(NOT_FOUND.solution);
