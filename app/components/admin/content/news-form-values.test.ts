import { describe, expect, it } from "vitest";
import type { NewsArticleRow } from "~/schemas/content/news-article";
import { newsFormSchema, newsFormValues, splitTags } from "./news-form-values";
import { toDateTimeLocal } from "../forms/publication-form";

const article: NewsArticleRow = {
  id: "0b6a3c1e-2f4d-4c8a-9a51-3c2b1d0e9f71",
  title: "Launch",
  slug: "launch",
  category: "product_launch",
  excerpt: "Short",
  content: "Line one\nLine two",
  heroImageUrl: null,
  translations: { ja: { title: "発表", content: "一行目\n二行目" } },
  imageGallery: [],
  author: "Jane Doe",
  tags: ["NDAA", "Face Recognition"],
  relatedProductIds: ["5d8e1f0a-7b6c-4d3e-8f21-0a9b8c7d6e5f"],
  isFeatured: true,
  status: "published",
  publishAt: null,
  publishedAt: "2025-03-18T08:00:00.000Z",
  createdAt: "2025-03-18T08:00:00.000Z",
  updatedAt: "2025-03-18T08:00:00.000Z",
};

describe("splitTags", () => {
  it("trims each comma-separated tag and drops the empty ones", () => {
    expect(splitTags(" access control, , NDAA ,face ,")).toEqual(["access control", "NDAA", "face"]);
    expect(splitTags("   ")).toEqual([]);
  });
});

describe("toDateTimeLocal", () => {
  it("writes a moment in local time as a datetime-local input holds it", () => {
    expect(toDateTimeLocal(new Date(2025, 0, 5, 9, 7, 42))).toBe("2025-01-05T09:07");
  });
});

describe("newsFormValues", () => {
  it("opens a new article in the news category, published now, with no author (the default)", () => {
    const now = new Date(2025, 5, 1, 14, 30);
    expect(newsFormValues(null, now)).toMatchObject({
      category: "news",
      author: "",
      tags: "",
      publishedAt: "2025-06-01T14:30",
      isFeatured: false,
    });
  });

  it("opens an article with its values, tags joined by commas", () => {
    const values = newsFormValues(article);
    expect(values).toMatchObject({ category: "product_launch", author: "Jane Doe", tags: "NDAA, Face Recognition", isFeatured: true });
    expect(values.relatedProductIds).toEqual(article.relatedProductIds);
    expect(values.publishedAt).toBe(toDateTimeLocal(new Date(article.publishedAt)));
  });
});

describe("newsFormSchema", () => {
  it("sends the tags as a list and the local publication time as that moment", () => {
    const body = newsFormSchema.parse({ ...newsFormValues(article), tags: "a, ,b ", publishedAt: "2025-01-31T10:30" });
    expect(body.tags).toEqual(["a", "b"]);
    expect(body.publishedAt).toEqual(new Date(2025, 0, 31, 10, 30));
    expect(JSON.parse(JSON.stringify(body)).publishedAt).toBe(new Date(2025, 0, 31, 10, 30).toISOString());
  });

  it("asks for a publication date when it is cleared", () => {
    const result = newsFormSchema.safeParse({ ...newsFormValues(article), publishedAt: "" });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["publishedAt"], message: "Published date is required" })]);
  });

  it("sends the article's translations back as they were, an emptied one left out", () => {
    expect(newsFormSchema.parse(newsFormValues(article)).translations).toEqual(article.translations);
    const emptied = { ...newsFormValues(article), translations: { ja: { title: "", content: "一行目" } } };
    expect(newsFormSchema.parse(emptied).translations).toEqual({ ja: { content: "一行目" } });
  });

  it("leaves a blank author out, so the article keeps or gets the default", () => {
    expect(newsFormSchema.parse({ ...newsFormValues(article), author: "  " }).author).toBeUndefined();
  });
});
