import { Cpu, Code2, Factory, Layout, Mail, Phone, Puzzle, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/customization";
import { CustomizationForm } from "~/components/site/customization-form";
import { FeatureGrid } from "~/components/site/feature-grid";
import { SectionHeading } from "~/components/site/section-heading";
import { useSiteSettings } from "~/components/site/site-settings-context";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";

export const meta: Route.MetaFunction = () => [
  { title: "Customization Services - OEM/ODM Solutions" },
  {
    name: "description",
    content:
      "OEM/ODM customization of biometric terminals and access-control hardware: your hardware, firmware, software and branding, from prototype to production.",
  },
];

const CAPABILITIES = [
  {
    icon: Cpu,
    title: "Hardware Customization",
    text: "Housings, colours, camera and sensor modules, readers and I/O chosen for your product and site.",
  },
  {
    icon: Code2,
    title: "Software Development",
    text: "Firmware features, SDKs and integrations with your access-control, attendance or ERP platform.",
  },
  { icon: Layout, title: "UI/UX Design", text: "On-device screens, boot logos and apps in your brand, language and workflow." },
  {
    icon: Puzzle,
    title: "Feature Integration",
    text: "Temperature, QR, NFC, 4G or PoE modules and third-party readers combined in one device.",
  },
  {
    icon: ShieldCheck,
    title: "Security & Compliance",
    text: "Encryption, GDPR-ready data handling and certification support for CE, FCC and RoHS.",
  },
  {
    icon: Factory,
    title: "Production Services",
    text: "Pilot runs to volume production on our SMT lines, with QC, packaging and logistics.",
  },
];

const STEPS = [
  { title: "Requirements Analysis", text: "We study your use case, quantities, target cost and certification needs." },
  { title: "Design & Prototyping", text: "Industrial, electronic and software design, then working prototypes for your review." },
  { title: "Testing & Refinement", text: "Lab and field tests, reliability runs and changes until the samples are approved." },
  { title: "Production & Support", text: "Mass production with full QC, then firmware updates and technical support." },
];

/** public-site.md §2, Customization: the claims shown. */
const CLAIMS = [
  { value: "15+", label: "Years of experience" },
  { value: "500+", label: "Custom projects" },
  { value: "50+", label: "R&D engineers" },
  { value: "30 days", label: "Average prototype turnaround" },
];

export default function Customization() {
  const settings = useSiteSettings();
  return (
    <main>
      <section className="relative overflow-hidden bg-navy-950 text-white">
        <div aria-hidden className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.18),transparent_60%)]" />
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <Badge className="border-accent-300/40 bg-accent-300/10 text-accent-300">OEM/ODM Services</Badge>
          <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
            Biometric devices built to your specification
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-300">
            From a logo on a proven terminal to a device designed from scratch: hardware, firmware, software and production under one roof.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <a href="#inquiry-form" className={buttonVariants({ size: "lg", variant: "accent" })}>
              Get Started
            </a>
            <Link to="/solutions" className={buttonVariants({ size: "lg", variant: "inverse" })}>
              View Solutions
            </Link>
          </div>
          <dl className="mt-14 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {CLAIMS.map((claim) => (
              <div key={claim.label} className="border-l-2 border-accent-400 pl-4">
                <dd className="text-2xl font-semibold tabular-nums">{claim.value}</dd>
                <dt className="mt-1 text-sm text-slate-300">{claim.label}</dt>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Capabilities" title="What We Customize">
          Six areas in which our engineers adapt a product to your market, brand and project.
        </SectionHeading>
        <FeatureGrid features={CAPABILITIES} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </section>

      <section className="bg-[var(--muted)]">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionHeading eyebrow="Process" title="How a Custom Project Runs" />
          <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6">
                <span className="flex size-10 items-center justify-center rounded-full bg-[var(--primary)] font-semibold text-[var(--primary-foreground)] tabular-nums">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-[var(--muted-foreground)]">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="inquiry-form" className="mx-auto grid max-w-7xl scroll-mt-20 gap-10 px-4 py-20 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <div>
          <SectionHeading eyebrow="Start a project" title="Tell Us About Your Project">
            Our engineering team reviews every request and replies within 24 hours.
          </SectionHeading>
          <ul className="mt-8 grid gap-4">
            <li>
              <a
                href={`mailto:${settings.salesEmail}`}
                className="inline-flex items-center gap-2 font-medium text-[var(--link)] hover:underline"
              >
                <Mail className="size-5" aria-hidden /> {settings.salesEmail}
              </a>
            </li>
            <li>
              <a
                href={`tel:${settings.phone.replace(/\s/g, "")}`}
                className="inline-flex items-center gap-2 font-medium text-[var(--link)] hover:underline"
              >
                <Phone className="size-5" aria-hidden /> {settings.phone}
              </a>
            </li>
          </ul>
        </div>
        <div className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:p-8">
          <CustomizationForm />
        </div>
      </section>
    </main>
  );
}
