/**
 * schema.org descriptions of the site's pages for search engines (JSON-LD), typed with
 * schema-dts so that every property is one schema.org defines for the type. Only what the data
 * backs is said: no offers (the price range is free text) and no ratings (a product's `rating`
 * is set by staff, not given by reviewers); see decision 019.
 */
import type { BreadcrumbList, NewsArticle, Organization, Person, Product, WithContext } from "schema-dts";
import { absoluteUrl } from "./page-urls";

/** The company as the site settings describe it (the fields of the `site_settings` row that matter here). */
export type OrganizationDetails = {
  companyName: string;
  companyDescription: string;
  salesEmail: string;
  supportEmail: string;
  phone: string;
  address: string;
  socialLinks: readonly { url: string }[];
};

const CONTEXT = "https://schema.org" as const;
const LOGO_PATH = "/favicon.svg";

/** The identifier other descriptions use to name the company. */
export const organizationId = (origin: string) => `${origin}/#organization`;

/** Placeholder social links ("#") and anything else that is not a web address are left out. */
const isWebAddress = (value: string) => /^https?:\/\/[^\s/]+/i.test(value);

export function organizationJsonLd(origin: string, details: OrganizationDetails): WithContext<Organization> {
  const sameAs = details.socialLinks.map((link) => link.url).filter(isWebAddress);
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(origin),
    name: details.companyName,
    url: `${origin}/`,
    logo: absoluteUrl(origin, LOGO_PATH),
    description: details.companyDescription,
    email: details.salesEmail,
    telephone: details.phone,
    address: details.address,
    contactPoint: [
      { "@type": "ContactPoint", contactType: "sales", email: details.salesEmail, telephone: details.phone },
      { "@type": "ContactPoint", contactType: "customer support", email: details.supportEmail, telephone: details.phone },
    ],
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export type ProductDetails = {
  url: string;
  name: string;
  description: string;
  productCode: string;
  /** Absolute image addresses, the main image first. */
  images: string[];
  categoryName: string | undefined;
  /** No longer sold or supported (decision 058): said as an offer that is discontinued. */
  discontinued: boolean;
};

export function productJsonLd(origin: string, brand: string, product: ProductDetails): WithContext<Product> {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    "@id": `${product.url}#product`,
    url: product.url,
    name: product.name,
    description: product.description,
    sku: product.productCode,
    ...(product.images.length > 0 && { image: product.images }),
    brand: { "@type": "Brand", name: brand },
    manufacturer: { "@id": organizationId(origin) },
    ...(product.categoryName && { category: product.categoryName }),
    ...(product.discontinued && { offers: { "@type": "Offer", url: product.url, availability: "https://schema.org/Discontinued" } }),
  };
}

export type ArticleDetails = {
  url: string;
  locale: string;
  headline: string;
  description: string;
  author: string;
  section: string;
  tags: readonly string[];
  publishedAt: Date | string;
  updatedAt: Date | string;
  /** Absolute image addresses, the hero image first. */
  images: string[];
};

/** A byline that names a team or the company (the demo's "Aurion Product Team", the default "Editorial Team") is no person. */
function bylineAuthor(byline: string, companyName: string): Person | Organization {
  const isTeam = /\b(team|editorial|staff|desk)\b/i.test(byline) || byline.toLowerCase().includes(companyName.toLowerCase());
  return { "@type": isTeam ? "Organization" : "Person", name: byline };
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_LENGTH = 110;

/** An article's publication and last change (ISO): one written before its publication date changed when it appeared. */
export function articleDates(article: { publishedAt: Date | string; updatedAt: Date | string }) {
  const published = new Date(article.publishedAt);
  const modified = new Date(Math.max(published.getTime(), new Date(article.updatedAt).getTime()));
  return { published: published.toISOString(), modified: modified.toISOString() };
}

export function newsArticleJsonLd(origin: string, company: OrganizationDetails, article: ArticleDetails): WithContext<NewsArticle> {
  const { published, modified } = articleDates(article);
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    "@id": `${article.url}#article`,
    mainEntityOfPage: article.url,
    url: article.url,
    inLanguage: article.locale,
    headline: article.headline.length > HEADLINE_LENGTH ? `${article.headline.slice(0, HEADLINE_LENGTH - 1)}…` : article.headline,
    description: article.description,
    ...(article.images.length > 0 && { image: article.images }),
    datePublished: published,
    dateModified: modified,
    author: bylineAuthor(article.author, company.companyName),
    articleSection: article.section,
    ...(article.tags.length > 0 && { keywords: article.tags.join(", ") }),
    publisher: {
      "@type": "Organization",
      "@id": organizationId(origin),
      name: company.companyName,
      logo: { "@type": "ImageObject", url: absoluteUrl(origin, LOGO_PATH) },
    },
  };
}

/** The trail from the home page to a detail page, each step with its absolute address. */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: step.url })),
  };
}
