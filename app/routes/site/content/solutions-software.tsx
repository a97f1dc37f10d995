import type { TextKey } from "~/lib/i18n/translator";
import { useT } from "~/lib/i18n/translation";
import {
  BarChart3,
  Building2,
  Check,
  Cloud,
  Code2,
  Fingerprint,
  KeyRound,
  Layers,
  MonitorSmartphone,
  Settings2,
  Smartphone,
  Users,
} from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import type { Route } from "./+types/solutions-software";
import { CtaBand } from "~/components/site/parts/cta-band";
import { FeatureGrid, type Feature } from "~/components/site/parts/feature-grid";
import { PageHero } from "~/components/site/parts/page-hero";
import { SectionHeading } from "~/components/site/parts/section-heading";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo/seo-meta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "meta.software");

const PLATFORMS: Feature[] = [
  {
    icon: KeyRound,
    title: "software.platform.accessControlManagement.title",
    text: "software.platform.accessControlManagement.text",
  },
  { icon: BarChart3, title: "software.platform.timeAttendance.title", text: "software.platform.timeAttendance.text" },
  { icon: Users, title: "software.platform.visitorManagement.title", text: "software.platform.visitorManagement.text" },
  { icon: Cloud, title: "software.platform.cloudDevicePlatform.title", text: "software.platform.cloudDevicePlatform.text" },
  { icon: Smartphone, title: "software.platform.mobileCredentialsApp.title", text: "software.platform.mobileCredentialsApp.text" },
  { icon: Code2, title: "software.platform.sdkAPI.title", text: "software.platform.sdkAPI.text" },
];

const PACKAGES: (Feature & { items: TextKey[] })[] = [
  {
    icon: Building2,
    title: "software.package.enterpriseOffice.title",
    text: "software.package.enterpriseOffice.text",
    items: [
      "software.item.faceTerminalsAtEntrances",
      "software.item.accessControlSoftware",
      "software.item.visitorManagement",
      "software.item.payrollExport",
    ],
  },
  {
    icon: Layers,
    title: "software.package.smartCampus.title",
    text: "software.package.smartCampus.text",
    items: [
      "software.item.turnstileFaceVerification",
      "software.item.dormitoryAndLabAccess",
      "software.item.parentNotifications",
      "software.item.attendanceReports",
    ],
  },
  {
    icon: MonitorSmartphone,
    title: "software.package.residentialCommunity.title",
    text: "software.package.residentialCommunity.text",
    items: [
      "software.item.smartLocksAndIntercoms",
      "software.item.residentMobileApp",
      "software.item.visitorQRPasses",
      "software.item.propertyManagementPortal",
    ],
  },
];

const SERVICES: Feature[] = [
  { icon: Settings2, title: "software.service.customFeatures.title", text: "software.service.customFeatures.text" },
  { icon: Code2, title: "software.service.systemIntegration.title", text: "software.service.systemIntegration.text" },
  { icon: Fingerprint, title: "software.service.whiteLabelSoftware.title", text: "software.service.whiteLabelSoftware.text" },
  { icon: Users, title: "software.service.trainingSupport.title", text: "software.service.trainingSupport.text" },
];

const card = "rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm";

export default function SolutionsSoftware() {
  const t = useT();
  return (
    <main>
      <PageHero
        eyebrow={t("nav.software")}
        title={t("software.title")}
        actions={
          <>
            <a href="#contact" className={buttonVariants({ size: "lg", variant: "accent" })}>
              {t("actions.getStarted")}
            </a>
            <Link to="/customization" className={buttonVariants({ size: "lg", variant: "inverse" })}>
              {t("customization.badge")}
            </Link>
          </>
        }
      >
        {t("software.intro")}
      </PageHero>

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t("software.platformsEyebrow")} title={t("software.platformsTitle")} />
        <FeatureGrid features={PLATFORMS} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </section>

      <section className="bg-[var(--muted)]">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionHeading eyebrow={t("software.packagesEyebrow")} title={t("software.packagesTitle")}>
            {t("software.packagesText")}
          </SectionHeading>
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {PACKAGES.map(({ icon: Icon, title, text, items }) => (
              <li key={title} className={card}>
                <Icon className="size-8 text-[var(--accent)]" aria-hidden />
                <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
                <p className="mt-2 text-sm leading-6 text-[var(--muted-foreground)]">{t(text)}</p>
                <ul className="mt-4 grid gap-2 text-sm">
                  {items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-[var(--accent)]" aria-hidden /> {t(item)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t("software.servicesEyebrow")} title={t("software.servicesTitle")} />
        <FeatureGrid features={SERVICES} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </section>

      <div id="contact" className="scroll-mt-16">
        <CtaBand title={t("software.ctaTitle")} text={t("software.ctaText")}>
          <Link to="/contact?type=quote" className={buttonVariants({ size: "lg", variant: "accent" })}>
            {t("inquiry.type.quote")}
          </Link>
          <Link to="/contact?type=demo" className={buttonVariants({ size: "lg", variant: "inverse" })}>
            {t("actions.scheduleDemo")}
          </Link>
        </CtaBand>
      </div>
    </main>
  );
}
