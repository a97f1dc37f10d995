/**
 * The demo company's contact details: what the public site shows until staff enter their own.
 * Business hours are docs/behaviour/public-site.md §2's.
 */
import type { siteSettings } from "~/db/schema";
import type { Locale } from "~/lib/i18n/locales";

export const demoSiteSettings = {
  companyName: "Aurion Biometrics",
  companyDescription:
    "Manufacturer of face recognition terminals, fingerprint readers, RFID readers, smart locks and access controllers, with OEM/ODM customization for integrators and distributors in 80+ countries.",
  salesEmail: "sales@aurion-biometrics.com",
  supportEmail: "support@aurion-biometrics.com",
  phone: "+86 755 8666 2400",
  chatPhone: "+8613800138000",
  website: "https://www.aurion-biometrics.com",
  address: "Building 7, Gaoxin Industrial Park, Nanshan District, Shenzhen 518057, China",
  businessHours: ["Monday - Saturday: 8:30 AM - 7:30 PM CST", "Sunday: Closed"],
  socialLinks: [
    { network: "facebook", url: "#" },
    { network: "linkedin", url: "#" },
    { network: "youtube", url: "#" },
  ],
  securityEmail: "security@aurion-biometrics.com",
  securityAcknowledgeDays: 3,
  // Half a year from when the demo is loaded: RFC 9116 advises less than a year; staff renew it in the site settings.
  securityTxtExpiresOn: new Date(Date.now() + 180 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
  securityLanguages: ["en", "zh-CN"] as Locale[],
} satisfies Omit<typeof siteSettings.$inferInsert, "id" | "updatedAt">;
