import type { TextKey } from "~/lib/i18n/translator";
import { useT } from "~/lib/i18n/translation";
import { Cpu, Code2, Factory, Layout, Mail, Phone, Puzzle, ShieldCheck } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import type { Route } from "./+types/customization";
import { data } from "react-router";
import CustomizationForm from "~/components/site/inquiries/customization-form.island";
import { FormResult } from "~/components/site/inquiries/form-result";
import { postedAgain } from "~/components/site/inquiries/posted-form";
import { customizationInquirySchema } from "~/schemas/inquiries/inquiry-forms";
import { receivePostedInquiry } from "~/services/inquiries/inquiry-form-post.server";
import { FeatureGrid, type Feature } from "~/components/site/parts/feature-grid";
import { BandStats } from "~/components/site/parts/band-stats";
import { SectionHeading } from "~/components/site/parts/section-heading";
import { useSiteSettings } from "~/components/site/shell/site-settings-context";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo/seo-meta";
import { EmailLink, PhoneLink } from "~/components/site/inquiries/contact-links";

const contactLink = "inline-flex items-center gap-2 font-medium text-[var(--link)] hover:underline";

/** The form posted without script (its island sends it to the API): received, or the fields again with their errors. */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = await receivePostedInquiry(context, request, customizationInquirySchema);
  if (posted.state === "invalid") return data(posted, { status: 400 });
  if (posted.state === "failed") return data(posted, { status: posted.status });
  return { state: "sent" as const };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "meta.customization");

const CAPABILITIES: Feature[] = [
  {
    icon: Cpu,
    title: "customization.capability.hardwareCustomization.title",
    text: "customization.capability.hardwareCustomization.text",
  },
  {
    icon: Code2,
    title: "customization.capability.softwareDevelopment.title",
    text: "customization.capability.softwareDevelopment.text",
  },
  { icon: Layout, title: "customization.capability.uiUXDesign.title", text: "customization.capability.uiUXDesign.text" },
  {
    icon: Puzzle,
    title: "customization.capability.featureIntegration.title",
    text: "customization.capability.featureIntegration.text",
  },
  {
    icon: ShieldCheck,
    title: "customization.capability.securityCompliance.title",
    text: "customization.capability.securityCompliance.text",
  },
  {
    icon: Factory,
    title: "customization.capability.productionServices.title",
    text: "customization.capability.productionServices.text",
  },
];

const STEPS: { title: TextKey; text: TextKey }[] = [
  { title: "customization.step.requirementsAnalysis.title", text: "customization.step.requirementsAnalysis.text" },
  { title: "customization.step.designPrototyping.title", text: "customization.step.designPrototyping.text" },
  { title: "customization.step.testingRefinement.title", text: "customization.step.testingRefinement.text" },
  { title: "customization.step.productionSupport.title", text: "customization.step.productionSupport.text" },
];

export default function Customization({ actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const t = useT();
  // docs/behaviour/public-site.md §2, Customization: the claims shown.
  const claims = [
    { value: "15+", label: t("customization.claim.yearsOfExperience") },
    { value: "500+", label: t("customization.claim.customProjects") },
    { value: "50+", label: t("customization.claim.rDEngineers") },
    { value: t("customization.claim.days", { count: 30 }), label: t("customization.claim.averagePrototypeTurnaround") },
  ];
  return (
    <main>
      <section className="relative overflow-hidden bg-navy-950 text-white">
        <div aria-hidden className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.18),transparent_60%)]" />
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <Badge className="border-accent-300/40 bg-accent-300/10 text-accent-300">{t("customization.badge")}</Badge>
          <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">{t("customization.title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-300">{t("customization.intro")}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <a href="#inquiry-form" className={buttonVariants({ size: "lg", variant: "accent" })}>
              {t("actions.getStarted")}
            </a>
            <Link to="/solutions" className={buttonVariants({ size: "lg", variant: "inverse" })}>
              {t("actions.viewSolutions")}
            </Link>
          </div>
          <BandStats stats={claims} />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t("customization.capabilitiesEyebrow")} title={t("customization.capabilitiesTitle")}>
          {t("customization.capabilitiesText")}
        </SectionHeading>
        <FeatureGrid features={CAPABILITIES} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </section>

      <section className="bg-[var(--muted)]">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionHeading eyebrow={t("customization.processEyebrow")} title={t("customization.processTitle")} />
          <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6">
                <span className="flex size-10 items-center justify-center rounded-full bg-[var(--primary)] font-semibold text-[var(--primary-foreground)] tabular-nums">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{t(step.title)}</h3>
                <p className="mt-2 text-sm leading-6 text-[var(--muted-foreground)]">{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="inquiry-form" className="mx-auto grid max-w-7xl scroll-mt-20 gap-10 px-4 py-20 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <div>
          <SectionHeading eyebrow={t("customization.formEyebrow")} title={t("customization.formTitle")}>
            {t("customization.formText")}
          </SectionHeading>
          <ul className="mt-8 grid gap-4">
            <li>
              <EmailLink email={settings.salesEmail} className={contactLink} icon={<Mail className="size-5" aria-hidden />} />
            </li>
            <li>
              <PhoneLink phone={settings.phone} className={contactLink} icon={<Phone className="size-5" aria-hidden />} />
            </li>
          </ul>
        </div>
        <div className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:p-8">
          {actionData?.state === "sent" && (
            <FormResult failed={false} title={t("customizationForm.successTitle")} text={t("customizationForm.successText")} />
          )}
          {actionData?.state === "failed" && (
            <FormResult failed title={t("customizationForm.failureTitle")} text={t("customizationForm.failureText")} />
          )}
          <CustomizationForm posted={postedAgain(actionData)} />
        </div>
      </section>
    </main>
  );
}
