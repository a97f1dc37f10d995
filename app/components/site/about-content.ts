/**
 * The about page's fixed content (public-site.md §2 About, §9 company figures and timeline),
 * and the fallbacks used while staff have not written the company sections yet.
 */
import { ClipboardCheck, Cpu, FlaskConical, Handshake, Headset, Lightbulb, LockKeyhole, Settings2, ShieldCheck, Truck } from "lucide-react";
import type { Feature } from "./feature-grid";

export type AboutStat = { label: string; value: string };
export type Milestone = { year: string; title: string; text: string };
export type Certification = { name: string; description?: string };

export const defaultAboutText = (companyName: string) =>
  `${companyName} designs and manufactures biometric and access-control hardware: face recognition terminals, fingerprint readers, RFID readers, smart locks and access controllers for security integrators, distributors and OEM brands around the world.`;

/**
 * The nine statistic cards (public-site.md §2, §9 company figures), in this order. Each takes
 * the factory section's value whose name matches one of its `names` (ignoring case, spaces and
 * punctuation), else the figure given here. (The stats column is jsonb, which keeps no key order.)
 */
const STAT_FIGURES: (AboutStat & { names: string[] })[] = [
  { label: "Years of Experience", value: "10+", names: ["years", "yearsofexperience", "experience"] },
  { label: "Monthly Capacity", value: "50,000+ units", names: ["monthlycapacity", "capacity", "unitsmonthcapacity", "unitspermonth"] },
  { label: "Global Clients", value: "500+", names: ["globalclients", "clients"] },
  { label: "Countries Served", value: "80+", names: ["countriesserved", "countries"] },
  { label: "QC Pass Rate", value: "99.8%", names: ["qcpassrate", "passrate"] },
  { label: "R&D Engineers", value: "50+", names: ["rdengineers", "engineers"] },
  { label: "SMT Lines", value: "8", names: ["smtlines"] },
  { label: "Facility Area", value: "15,000 m²", names: ["facilityarea", "facility", "area"] },
  { label: "Monthly Orders", value: "2,000+", names: ["monthlyorders", "orders"] },
];

const statName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The nine figures, with the values staff entered in the factory section where they match. */
export function aboutStats(entered: Record<string, string>): AboutStat[] {
  const values = new Map(Object.entries(entered).map(([name, value]) => [statName(name), value.trim()]));
  return STAT_FIGURES.map(({ label, value, names }) => ({
    label,
    value: names.map((name) => values.get(name)).find((found) => !!found) ?? value,
  }));
}

export const MILESTONES: Milestone[] = [
  { year: "2015", title: "Company Founded", text: "Started designing and building biometric access-control devices." },
  { year: "2017", title: "First International Client", text: "Our first international client, and products in 20 countries." },
  { year: "2019", title: "ISO Certification", text: "ISO 9001 certified quality management for design and production." },
  { year: "2021", title: "50,000 Units per Month", text: "Production capacity reaches 50,000 units per month." },
  { year: "2023", title: "AI Launch", text: "AI face recognition with on-device liveness detection launched." },
  { year: "2025", title: "Global Presence", text: "More than 500 clients in 80 countries." },
];

export const VALUES: Feature[] = [
  { icon: ShieldCheck, title: "Quality First", text: "Every unit is burned in and tested before it ships, and every test record is kept." },
  { icon: Lightbulb, title: "Innovation", text: "Our own engineers develop the hardware, firmware and recognition algorithms." },
  { icon: Handshake, title: "Partnership", text: "We grow with integrators, distributors and OEM brands through long-term support." },
  { icon: LockKeyhole, title: "Security & Privacy", text: "Biometric data is protected by design, on the device and in our software." },
];

export const CAPABILITIES: Feature[] = [
  { icon: FlaskConical, title: "Research & Development", text: "Hardware, firmware, algorithms and industrial design under one roof." },
  { icon: Cpu, title: "SMT Manufacturing", text: "Our own surface-mount lines build the boards of every device we sell." },
  { icon: ClipboardCheck, title: "Quality Control", text: "Burn-in, functional, thermal and IP65 testing with full traceability." },
  { icon: Settings2, title: "OEM/ODM Customization", text: "Custom housings, boards, firmware, user interfaces and packaging." },
  { icon: Truck, title: "Global Logistics", text: "Export packing and shipping to clients and distributors worldwide." },
  { icon: Headset, title: "Technical Support", text: "SDKs, documentation and engineers who help with integration." },
];

export const DEFAULT_CERTIFICATIONS: Certification[] = [
  { name: "ISO 9001", description: "Quality management system" },
  { name: "CE", description: "European conformity" },
  { name: "FCC", description: "United States radio and EMC authorisation" },
  { name: "RoHS", description: "Restriction of hazardous substances" },
  { name: "ISO 27001", description: "Information security management" },
  { name: "GDPR", description: "EU data protection compliance" },
];
