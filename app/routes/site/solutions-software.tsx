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
import { Link } from "react-router";
import type { Route } from "./+types/solutions-software";
import { CtaBand } from "~/components/site/cta-band";
import { FeatureGrid } from "~/components/site/feature-grid";
import { PageHero } from "~/components/site/page-hero";
import { SectionHeading } from "~/components/site/section-heading";
import { buttonVariants } from "~/components/ui/button";

export const meta: Route.MetaFunction = () => [
  { title: "Software & Solutions | Access Control, Attendance and Visitor Management Platforms" },
  {
    name: "description",
    content:
      "Access-control, time-attendance, visitor and cloud management software for our biometric terminals, with SDKs and custom development.",
  },
];

const PLATFORMS = [
  {
    icon: KeyRound,
    title: "Access Control Management",
    text: "Doors, zones, schedules, anti-passback and alarms for sites of one to hundreds of doors.",
  },
  { icon: BarChart3, title: "Time & Attendance", text: "Shifts, overtime and leave rules with exports to payroll systems." },
  { icon: Users, title: "Visitor Management", text: "Pre-registration, QR passes, ID capture and host notifications at reception." },
  { icon: Cloud, title: "Cloud Device Platform", text: "Enrol users, push firmware and watch device health across sites from a browser." },
  { icon: Smartphone, title: "Mobile Credentials App", text: "Phones as credentials over Bluetooth, NFC or QR, with remote door opening." },
  { icon: Code2, title: "SDK & API", text: "Device SDKs for Windows, Linux and Android and a REST API for your own applications." },
];

const PACKAGES = [
  {
    icon: Building2,
    title: "Enterprise Office",
    text: "For offices and headquarters that want one system for doors, attendance and visitors.",
    items: ["Face terminals at entrances", "Access control software", "Visitor management", "Payroll export"],
  },
  {
    icon: Layers,
    title: "Smart Campus",
    text: "For schools and universities with many gates, students and staff.",
    items: ["Turnstile face verification", "Dormitory and lab access", "Parent notifications", "Attendance reports"],
  },
  {
    icon: MonitorSmartphone,
    title: "Residential Community",
    text: "For apartment buildings and gated communities.",
    items: ["Smart locks and intercoms", "Resident mobile app", "Visitor QR passes", "Property management portal"],
  },
];

const SERVICES = [
  { icon: Settings2, title: "Custom Features", text: "New functions in our software or firmware for your project." },
  { icon: Code2, title: "System Integration", text: "Connections to your ERP, HR, building-management or video systems." },
  { icon: Fingerprint, title: "White-Label Software", text: "Our platforms under your brand, on your servers or ours." },
  { icon: Users, title: "Training & Support", text: "Installer training, documentation and engineering support in your time zone." },
];

const card = "rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm";

export default function SolutionsSoftware() {
  return (
    <main>
      <PageHero
        eyebrow="Software"
        title="Software & Solutions"
        actions={
          <>
            <a href="#contact" className={buttonVariants({ size: "lg", variant: "accent" })}>
              Get Started
            </a>
            <Link to="/customization" className={buttonVariants({ size: "lg", variant: "inverse" })}>
              OEM/ODM Services
            </Link>
          </>
        }
      >
        Management platforms, apps and SDKs that turn our terminals, readers and locks into one access-control system.
      </PageHero>

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Platforms" title="Software Platforms" />
        <FeatureGrid features={PLATFORMS} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </section>

      <section className="bg-[var(--muted)]">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <SectionHeading eyebrow="Packages" title="Solution Packages">
            Hardware and software sized together for the most common kinds of site.
          </SectionHeading>
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {PACKAGES.map(({ icon: Icon, title, text, items }) => (
              <li key={title} className={card}>
                <Icon className="size-8 text-[var(--accent)]" aria-hidden />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-[var(--muted-foreground)]">{text}</p>
                <ul className="mt-4 grid gap-2 text-sm">
                  {items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-[var(--accent)]" aria-hidden /> {item}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Services" title="Customization Services" />
        <FeatureGrid features={SERVICES} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </section>

      <div id="contact" className="scroll-mt-16">
        <CtaBand
          title="Find the right software for your project"
          text="Tell us about your sites and devices, or see the platforms working in a live demo."
        >
          <Link to="/contact?type=quote" className={buttonVariants({ size: "lg", variant: "accent" })}>
            Request Quote
          </Link>
          <Link to="/contact?type=demo" className={buttonVariants({ size: "lg", variant: "inverse" })}>
            Schedule Demo
          </Link>
        </CtaBand>
      </div>
    </main>
  );
}
