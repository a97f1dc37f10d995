import type { TextKey } from "~/lib/i18n/translator";
/**
 * The about page's fixed content (docs/behaviour/public-site.md §2 About, §9 company figures and timeline),
 * and the fallbacks used while staff have not written the company sections yet.
 */
import { ClipboardCheck, Cpu, FlaskConical, Handshake, Headset, Lightbulb, LockKeyhole, Settings2, ShieldCheck, Truck } from "lucide-react";
import type { Feature } from "../parts/feature-grid";

/** Labels, titles and texts of the fixed content are catalog keys. */
export type AboutStat = { label: TextKey; value: string };
export type Milestone = { year: string; title: TextKey; text: TextKey };
export type Certification = { name: string; description?: string };

/**
 * The nine statistic cards (docs/behaviour/public-site.md §2, §9 company figures), in this order. Each takes
 * the factory section's value whose name matches one of its `names` (ignoring case, spaces and
 * punctuation), else the figure given here. (The stats column is jsonb, which keeps no key order.)
 */
const STAT_FIGURES: (AboutStat & { names: string[] })[] = [
  { label: "about.stat.yearsOfExperience", value: "10+", names: ["years", "yearsofexperience", "experience"] },
  {
    label: "about.stat.monthlyCapacity",
    value: "50,000+ units",
    names: ["monthlycapacity", "capacity", "unitsmonthcapacity", "unitspermonth"],
  },
  { label: "about.stat.globalClients", value: "500+", names: ["globalclients", "clients"] },
  { label: "about.stat.countriesServed", value: "80+", names: ["countriesserved", "countries"] },
  { label: "about.stat.qcPassRate", value: "99.8%", names: ["qcpassrate", "passrate"] },
  { label: "about.stat.rDEngineers", value: "50+", names: ["rdengineers", "engineers"] },
  { label: "about.stat.smtLines", value: "8", names: ["smtlines"] },
  { label: "about.stat.facilityArea", value: "15,000 m²", names: ["facilityarea", "facility", "area"] },
  { label: "about.stat.monthlyOrders", value: "2,000+", names: ["monthlyorders", "orders"] },
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
  { year: "2015", title: "about.milestone.y2015.title", text: "about.milestone.y2015.text" },
  { year: "2017", title: "about.milestone.y2017.title", text: "about.milestone.y2017.text" },
  { year: "2019", title: "about.milestone.y2019.title", text: "about.milestone.y2019.text" },
  { year: "2021", title: "about.milestone.y2021.title", text: "about.milestone.y2021.text" },
  { year: "2023", title: "about.milestone.y2023.title", text: "about.milestone.y2023.text" },
  { year: "2025", title: "about.milestone.y2025.title", text: "about.milestone.y2025.text" },
];

export const VALUES: Feature[] = [
  { icon: ShieldCheck, title: "about.value.qualityFirst.title", text: "about.value.qualityFirst.text" },
  { icon: Lightbulb, title: "about.value.innovation.title", text: "about.value.innovation.text" },
  { icon: Handshake, title: "about.value.partnership.title", text: "about.value.partnership.text" },
  { icon: LockKeyhole, title: "about.value.securityPrivacy.title", text: "about.value.securityPrivacy.text" },
];

export const CAPABILITIES: Feature[] = [
  { icon: FlaskConical, title: "about.capability.researchDevelopment.title", text: "about.capability.researchDevelopment.text" },
  { icon: Cpu, title: "about.capability.smtManufacturing.title", text: "about.capability.smtManufacturing.text" },
  { icon: ClipboardCheck, title: "about.capability.qualityControl.title", text: "about.capability.qualityControl.text" },
  { icon: Settings2, title: "about.capability.oemODMCustomization.title", text: "about.capability.oemODMCustomization.text" },
  { icon: Truck, title: "about.capability.globalLogistics.title", text: "about.capability.globalLogistics.text" },
  { icon: Headset, title: "about.capability.technicalSupport.title", text: "about.capability.technicalSupport.text" },
];

/** The certifications shown until staff enter their own (descriptions are catalog keys). */
export const DEFAULT_CERTIFICATIONS: { name: string; description: TextKey }[] = [
  { name: "ISO 9001", description: "about.certification.iso9001" },
  { name: "CE", description: "about.certification.ce" },
  { name: "FCC", description: "about.certification.fcc" },
  { name: "RoHS", description: "about.certification.rohs" },
  { name: "ISO 27001", description: "about.certification.iso27001" },
  { name: "GDPR", description: "about.certification.gdpr" },
];
