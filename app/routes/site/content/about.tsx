import { useT } from "~/lib/i18n/translation";
import { Link } from "~/components/site/shell/localized-link";
import type { Route } from "./+types/about";
import { CAPABILITIES, DEFAULT_CERTIFICATIONS, aboutStats, MILESTONES, VALUES } from "~/components/site/content/about-content";
import { AboutCertifications } from "~/components/site/content/about-certifications";
import { AboutContactBand } from "~/components/site/content/about-contact-band";
import { AboutFactoryGallery } from "~/components/site/content/about-factory-gallery";
import { FeatureGrid } from "~/components/site/parts/feature-grid";
import { AboutStatGrid } from "~/components/site/content/about-stat-grid";
import { PageHero } from "~/components/site/parts/page-hero";
import { SectionHeading } from "~/components/site/parts/section-heading";
import { useSiteSettings } from "~/components/site/shell/site-settings-context";
import { Timeline } from "~/components/site/content/timeline";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo/seo-meta";
import { listCompanyInfo } from "~/services/content/company-info.server";
import { inLocale } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";
import { ResponsiveImage } from "~/components/site/parts/responsive-image";

/** The three company sections staff write; what is missing or empty falls back to the page's defaults. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const sections = (await listCompanyInfo(context.db)).map(inLocale(locale, "companySection"));
  const find = (name: string) => sections.find((section) => section.section === name);
  const about = find("about");
  const factory = find("factory");
  const certifications = find("certifications");
  return {
    about: { title: about?.title ?? null, content: about?.content?.trim() || null },
    factory: {
      title: factory?.title ?? null,
      content: factory?.content?.trim() || null,
      stats: aboutStats(factory?.stats ?? {}),
      images: factory?.imageGallery ?? [],
    },
    certifications: {
      title: certifications?.title ?? null,
      content: certifications?.content?.trim() || null,
      list: (certifications?.certifications ?? []).map(({ name, description }) => ({ name, description })),
      images: certifications?.imageGallery ?? [],
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "meta.about");

const SECTION = "mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8";

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, factory, certifications } = loaderData;
  const settings = useSiteSettings();
  const t = useT();
  const [lead = t("about.defaultText", { company: settings.companyName }), ...story] = (about.content ?? "")
    .split(/\n\s*\n/)
    .filter(Boolean);
  const teamImages = factory.images.slice(3, 5);
  return (
    <main>
      <PageHero
        eyebrow={t("footer.aboutUs")}
        title={about.title ?? t("about.title", { company: settings.companyName })}
        actions={
          <>
            <Link to="/contact" className={buttonVariants({ size: "lg", variant: "accent" })}>
              {t("contact.title")}
            </Link>
            <Link to="/solutions" className={buttonVariants({ size: "lg", variant: "inverse" })}>
              {t("actions.viewSolutions")}
            </Link>
          </>
        }
      >
        {lead}
      </PageHero>

      <section className={SECTION} aria-labelledby="about-glance">
        <div className="grid gap-12 lg:grid-cols-[2fr_3fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-[var(--accent)] uppercase">{t("about.whoWeAre")}</p>
            <h2 id="about-glance" className="mt-2 text-3xl font-semibold tracking-tight">
              {t("about.glance")}
            </h2>
            {story.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-7 whitespace-pre-line text-[var(--muted-foreground)]">
                {paragraph}
              </p>
            ))}
          </div>
          <AboutStatGrid stats={factory.stats} />
        </div>
      </section>

      <section className="bg-[var(--muted)]">
        <div className={SECTION}>
          <SectionHeading eyebrow={t("about.milestones")} title={t("about.journey")} />
          <div className="mt-12">
            <Timeline milestones={MILESTONES} />
          </div>
        </div>
      </section>

      {factory.images.length > 0 && (
        <section className={SECTION}>
          <SectionHeading eyebrow={t("about.manufacturing")} title={factory.title ?? t("about.factory")}>
            {factory.content}
          </SectionHeading>
          <div className="mt-10">
            <AboutFactoryGallery images={factory.images} companyName={settings.companyName} />
          </div>
          {teamImages.length > 0 && (
            <div className="mt-16">
              <h3 className="text-2xl font-semibold tracking-tight">{t("about.team")}</h3>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2">
                {teamImages.map((image, index) => (
                  <li key={image}>
                    <ResponsiveImage
                      src={image}
                      alt={t("about.teamPicture", { company: settings.companyName, index: index + 1 })}
                      width={1600}
                      height={1000}
                      sizes="(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[16/10] w-full rounded-xl border border-[var(--border)] object-cover"
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}

      <section className={factory.images.length > 0 ? "border-t border-[var(--border)]" : undefined}>
        <div className={SECTION}>
          <SectionHeading eyebrow={t("about.drives")} title={t("about.values")} />
          <FeatureGrid features={VALUES} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
        </div>
      </section>

      <section className="bg-[var(--muted)]">
        <div className={SECTION}>
          <SectionHeading eyebrow={t("about.whatWeDo")} title={t("about.capabilities")}>
            {t("about.capabilitiesText")}
          </SectionHeading>
          <FeatureGrid features={CAPABILITIES} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
        </div>
      </section>

      <section className={SECTION}>
        <SectionHeading eyebrow={t("about.quality")} title={certifications.title ?? t("about.certifications")}>
          {certifications.content}
        </SectionHeading>
        <div className="mt-12">
          <AboutCertifications
            certifications={
              certifications.list.length > 0
                ? certifications.list
                : DEFAULT_CERTIFICATIONS.map(({ name, description }) => ({ name, description: t(description) }))
            }
            images={certifications.images}
          />
        </div>
        {/* The register of every certificate, with its number, dates and PDF (decision 060). */}
        <div className="mt-10 flex justify-center">
          <Link to="/certifications" className={buttonVariants({ variant: "secondary" })}>
            {t("certificates.wholeRegister")}
          </Link>
        </div>
      </section>

      <AboutContactBand settings={settings} />
    </main>
  );
}
