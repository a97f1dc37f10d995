import { Award, BadgeCheck, Factory, Globe2, Layers, Lightbulb } from "lucide-react";
import { FeatureGrid } from "./feature-grid";
import { SectionHeading } from "./section-heading";

/** The home page's six reasons (public-site.md §2, Home). */
const REASONS = [
  {
    icon: Factory,
    title: "Manufacturing Excellence",
    text: "Eight SMT lines and a 15,000 m² facility build 50,000+ units a month under our own quality system.",
  },
  {
    icon: Globe2,
    title: "Global Reach",
    text: "500+ clients in 80+ countries, supported by distributors and integrators on every continent.",
  },
  {
    icon: Layers,
    title: "Complete Solutions",
    text: "Terminals, readers, locks, controllers and software that work together from the door to the dashboard.",
  },
  {
    icon: BadgeCheck,
    title: "Certified Quality",
    text: "ISO 9001, CE, FCC, RoHS, ISO 27001 and GDPR, with a 99.8% QC pass rate on every shipment.",
  },
  {
    icon: Award,
    title: "Proven Track Record",
    text: "More than ten years of projects in schools, offices, factories, residences and government sites.",
  },
  {
    icon: Lightbulb,
    title: "Innovation Driven",
    text: "50+ R&D engineers working on recognition algorithms, firmware and OEM/ODM designs.",
  },
];

export function WhyChoose({ companyName }: { companyName: string }) {
  return (
    <section className="bg-[var(--muted)]">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Why us" title={`Why Choose ${companyName}`}>
          A manufacturer's control over design, production and support, with the flexibility of a partner.
        </SectionHeading>
        <FeatureGrid features={REASONS} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </div>
    </section>
  );
}
