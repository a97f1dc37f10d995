import { describe, expect, it } from "vitest";
import {
  articleDates,
  breadcrumbJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  productJsonLd,
  type OrganizationDetails,
} from "./structured-data";
import { SAMPLE_ORIGIN, sampleCompany } from "../../../tests/support/kits/sample-company";

const ORIGIN = SAMPLE_ORIGIN;
const company: OrganizationDetails = {
  ...sampleCompany,
  socialLinks: [{ url: "#" }, { url: "https://www.linkedin.com/company/aurion" }, { url: "javascript:alert(1)" }],
};

describe("organizationJsonLd", () => {
  it("describes the company with its contact points, and names only real profiles as sameAs", () => {
    expect(organizationJsonLd(ORIGIN, company)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${ORIGIN}/#organization`,
      name: "Aurion Biometrics",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      description: "Maker of biometric terminals.",
      email: "sales@example.com",
      telephone: "+86 755 0000 0000",
      address: "Shenzhen, China",
      contactPoint: [
        { "@type": "ContactPoint", contactType: "sales", email: "sales@example.com", telephone: "+86 755 0000 0000" },
        { "@type": "ContactPoint", contactType: "customer support", email: "support@example.com", telephone: "+86 755 0000 0000" },
      ],
      sameAs: ["https://www.linkedin.com/company/aurion"],
    });
  });

  it("leaves sameAs out when every social link is a placeholder", () => {
    expect(organizationJsonLd(ORIGIN, { ...company, socialLinks: [{ url: "#" }] })).not.toHaveProperty("sameAs");
  });
});

describe("productJsonLd", () => {
  const product = {
    url: `${ORIGIN}/products/fr700`,
    name: "FR700",
    description: "A face terminal.",
    productCode: "AB-FR700",
    images: [`${ORIGIN}/demo/a.webp`, `${ORIGIN}/demo/b.webp`],
    categoryName: "Face Recognition",
    discontinued: false,
  };

  it("names the product by its code, brand and category, made by the company", () => {
    expect(productJsonLd(ORIGIN, "Aurion Biometrics", product)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": `${ORIGIN}/products/fr700#product`,
      url: `${ORIGIN}/products/fr700`,
      name: "FR700",
      description: "A face terminal.",
      sku: "AB-FR700",
      image: [`${ORIGIN}/demo/a.webp`, `${ORIGIN}/demo/b.webp`],
      brand: { "@type": "Brand", name: "Aurion Biometrics" },
      manufacturer: { "@id": `${ORIGIN}/#organization` },
      category: "Face Recognition",
    });
  });

  it("claims no offer or rating that no data backs, and no image or category it does not have", () => {
    const bare = productJsonLd(ORIGIN, "Aurion", { ...product, images: [], categoryName: undefined });
    for (const property of ["offers", "aggregateRating", "review", "image", "category"]) expect(bare).not.toHaveProperty(property);
  });

  it("says a discontinued product's offer is discontinued, and claims nothing else of it", () => {
    expect(productJsonLd(ORIGIN, "Aurion", { ...product, discontinued: true }).offers).toEqual({
      "@type": "Offer",
      url: `${ORIGIN}/products/fr700`,
      availability: "https://schema.org/Discontinued",
    });
  });
});

describe("newsArticleJsonLd", () => {
  const article = {
    url: `${ORIGIN}/de/news/launch`,
    locale: "de",
    headline: "Launch",
    description: "We launched.",
    author: "Jane Doe",
    section: "Produkteinführung",
    tags: ["face", "launch"],
    publishedAt: "2026-03-01T09:00:00.000Z",
    updatedAt: new Date("2026-03-02T10:00:00.000Z"),
    images: [`${ORIGIN}/demo/news.webp`],
  };

  it("gives headline, dates, author, image and the publisher with its logo", () => {
    expect(newsArticleJsonLd(ORIGIN, company, article)).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      "@id": `${ORIGIN}/de/news/launch#article`,
      mainEntityOfPage: `${ORIGIN}/de/news/launch`,
      url: `${ORIGIN}/de/news/launch`,
      inLanguage: "de",
      headline: "Launch",
      description: "We launched.",
      image: [`${ORIGIN}/demo/news.webp`],
      datePublished: "2026-03-01T09:00:00.000Z",
      dateModified: "2026-03-02T10:00:00.000Z",
      author: { "@type": "Person", name: "Jane Doe" },
      articleSection: "Produkteinführung",
      keywords: "face, launch",
      publisher: {
        "@type": "Organization",
        "@id": `${ORIGIN}/#organization`,
        name: "Aurion Biometrics",
        logo: { "@type": "ImageObject", url: `${ORIGIN}/favicon.svg` },
      },
    });
  });

  it("credits a team byline to an organisation, and cuts a headline to 110 characters", () => {
    for (const author of ["Editorial Team", "Aurion Biometrics Marketing"]) {
      expect(newsArticleJsonLd(ORIGIN, company, { ...article, author }).author).toEqual({ "@type": "Organization", name: author });
    }
    const headline = newsArticleJsonLd(ORIGIN, company, { ...article, headline: "x".repeat(200) }).headline as string;
    expect(headline).toHaveLength(110);
    expect(headline.endsWith("…")).toBe(true);
  });

  it("never dates the last change before the publication", () => {
    expect(articleDates({ publishedAt: "2026-05-01T00:00:00Z", updatedAt: "2026-04-01T00:00:00Z" })).toEqual({
      published: "2026-05-01T00:00:00.000Z",
      modified: "2026-05-01T00:00:00.000Z",
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the steps from 1 with their addresses", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", url: `${ORIGIN}/` },
        { name: "News", url: `${ORIGIN}/news` },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "News", item: `${ORIGIN}/news` },
      ],
    });
  });
});
