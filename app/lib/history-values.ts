/**
 * The vocabulary of item history and the recently deleted list (docs/decisions/062-history-and-restore.md):
 * which kinds of item keep their versions, what staff call them, and how long a deleted item waits.
 * Shared by the database's check constraints, the API and the admin screens.
 */
import type { SluggedKind } from "./domain-values";

export const VERSIONED_KINDS = [
  "product",
  "solution",
  "news_article",
  "case_study",
  "resource",
  "category",
  "hero_slide",
  "distributor",
  "company_section",
] as const;
export type VersionedKind = (typeof VERSIONED_KINDS)[number];

/** What the admin screens call one item of each kind. */
export const VERSIONED_KIND_LABELS: Record<VersionedKind, string> = {
  product: "Product",
  solution: "Solution",
  news_article: "News article",
  case_study: "Case study",
  resource: "Resource",
  category: "Category",
  hero_slide: "Hero slide",
  distributor: "Distributor",
  company_section: "Company section",
};

/**
 * The fields that say whether an item is public and from when, per kind (decision 068): a
 * product's, solution's or article's status and publish time (an article's date too), a hero
 * slide's or distributor's shown switch. Kinds without them are public while they exist.
 */
export const PUBLICATION_FIELDS = {
  product: ["status", "publishAt"],
  solution: ["status", "publishAt"],
  news_article: ["status", "publishAt", "publishedAt"],
  case_study: [],
  resource: [],
  category: [],
  hero_slide: ["isActive"],
  distributor: ["isPublished"],
  company_section: [],
} as const satisfies Record<VersionedKind, readonly string[]>;

/**
 * What a restore does with those fields: keeps the item's as they are now (the default: a
 * restore never publishes what staff withdrew, nor withdraws what they published), or brings
 * back the version's when staff choose so.
 */
export const RESTORE_PUBLICATION_CHOICES = ["keep", "restore"] as const;
export type RestorePublication = (typeof RESTORE_PUBLICATION_CHOICES)[number];

/** What staff call an item: its name, title, company, section or version label, whichever its kind has. */
export function itemLabel(item: Record<string, unknown>): string {
  const label = ["name", "title", "companyName", "section", "version"]
    .map((field) => item[field])
    .find((value) => typeof value === "string" && value !== "");
  return (label as string | undefined) ?? "";
}

/** Days a deleted item waits in "Recently deleted" before the server purges it. */
export const DAYS_KEPT_AFTER_DELETE = 30;

/** An item a delete took with it, kept to come back with it: a category's products and typed fields, a resource's versions. */
export type DeletedDependent = { kind: "product" | "specification_field" | "resource_version"; item: Record<string, unknown> };

/** A former slug of a deleted item (or of one its delete took along), kept so that its old addresses redirect again once it is restored (decision 028). */
export type DeletedFormerSlug = { kind: SluggedKind; itemId: string; slug: string };
