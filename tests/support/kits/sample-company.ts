/** A company as the site settings describe it, for tests of what search engines are told. */
import type { OrganizationDetails } from "~/lib/seo/structured-data";

export const SAMPLE_ORIGIN = "https://www.example.com";

export const sampleCompany: OrganizationDetails = {
  companyName: "Aurion Biometrics",
  companyDescription: "Maker of biometric terminals.",
  salesEmail: "sales@example.com",
  supportEmail: "support@example.com",
  phone: "+86 755 0000 0000",
  address: "Shenzhen, China",
  socialLinks: [],
};
