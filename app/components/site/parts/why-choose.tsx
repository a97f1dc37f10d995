import { useT } from "~/lib/i18n/translation";
import { Award, BadgeCheck, Factory, Globe2, Layers, Lightbulb } from "lucide-react";
import { FeatureGrid, type Feature } from "./feature-grid";
import { SectionHeading } from "./section-heading";

/** The home page's six reasons (docs/behaviour/public-site.md §2, Home). */
const REASONS: Feature[] = [
  {
    icon: Factory,
    title: "home.why.manufacturingExcellence.title",
    text: "home.why.manufacturingExcellence.text",
  },
  {
    icon: Globe2,
    title: "home.why.globalReach.title",
    text: "home.why.globalReach.text",
  },
  {
    icon: Layers,
    title: "home.why.completeSolutions.title",
    text: "home.why.completeSolutions.text",
  },
  {
    icon: BadgeCheck,
    title: "home.why.certifiedQuality.title",
    text: "home.why.certifiedQuality.text",
  },
  {
    icon: Award,
    title: "home.why.provenTrackRecord.title",
    text: "home.why.provenTrackRecord.text",
  },
  {
    icon: Lightbulb,
    title: "home.why.innovationDriven.title",
    text: "home.why.innovationDriven.text",
  },
];

export function WhyChoose({ companyName }: { companyName: string }) {
  const t = useT();
  return (
    <section className="bg-[var(--muted)]">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t("home.whyEyebrow")} title={t("home.whyTitle", { company: companyName })}>
          {t("home.whyText")}
        </SectionHeading>
        <FeatureGrid features={REASONS} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </div>
    </section>
  );
}
