/**
 * Images that describe themselves (decision 063): an item's alt text and caption through the API,
 * with bad input refused by field, and on the public pages in the page's language, English
 * standing in for a missing translation and the page's own text for a missing description.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyInfo, media } from "~/db/schema";
import { makeImage, uploadFile, useMediaTestServer, type UploadAnswer } from "../../../../tests/support/kits/upload-test-kit";

const context = useMediaTestServer();

type Described = UploadAnswer & { altText: string | null; caption: string | null; translations: Record<string, Record<string, string>> };

async function uploadImage(name = "line.png"): Promise<UploadAnswer> {
  const response = await uploadFile(context.api, await makeImage("png", 160, 100), { filename: name });
  expect(response.status).toBe(201);
  return response.body;
}

/** The factory section of the about page shows `urls` as its pictures. */
async function showOnAboutPage(urls: string[]) {
  await context.database.db.insert(companyInfo).values({ section: "factory", title: "Our factory", imageGallery: urls });
}

const pageHtml = async (path: string) => {
  const response = await fetch(context.server.url + path);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The `<img>` of the page whose address starts with `url`, and its `<figure>`'s caption if it has one. */
function imageOf(html: string, url: string): { alt: string | undefined; src: string | undefined; caption: string | undefined } {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const img = new RegExp(`<img[^>]*src="(${escaped}[^"]*)"[^>]*>`).exec(html);
  const figure = new RegExp(
    `<figure[^>]*>(?:(?!</figure>).)*src="${escaped}(?:(?!</figure>).)*<figcaption[^>]*>([^<]*)</figcaption>`,
    "s",
  ).exec(html);
  return { src: img?.[1], alt: img ? /alt="([^"]*)"/.exec(img[0])?.[1] : undefined, caption: figure?.[1] };
}

describe("PUT /api/media/{id}", () => {
  it("stores the alt text and caption with their translations, answers them, and keeps what a later write leaves out", async () => {
    const file = await uploadImage();
    const written = await context.api.put<Described>(`/api/media/${file.id}`, {
      altText: "  The SMT line at work  ",
      caption: "Eight lines",
      translations: { de: { altText: "Die SMT-Linie bei der Arbeit", caption: "" }, fr: { caption: "Huit lignes" } },
    });
    expect(written.status, written.text).toBe(200);
    expect(written.body).toMatchObject({
      id: file.id,
      url: file.url,
      altText: "The SMT line at work",
      caption: "Eight lines",
      translations: { de: { altText: "Die SMT-Linie bei der Arbeit" }, fr: { caption: "Huit lignes" } },
    });

    const partly = await context.api.put<Described>(`/api/media/${file.id}`, { caption: "" });
    expect(partly.body).toMatchObject({ altText: "The SMT line at work", caption: null });
    const read = await context.api.get<Described>(`/api/media/${file.id}`);
    expect(read.body).toMatchObject({ altText: "The SMT line at work", caption: null, usages: [] });
  });

  it("refuses bad input with 400 naming each field, and changes nothing", async () => {
    const file = await uploadImage();
    await context.api.put(`/api/media/${file.id}`, { altText: "Kept" });
    const cases: [unknown, Record<string, string>][] = [
      [{ altText: "x".repeat(251) }, { altText: "Alt text must be at most 250 characters" }],
      [{ caption: "x".repeat(301) }, { caption: "Caption must be at most 300 characters" }],
      [{ altText: 42 }, { altText: "Alt text must be text" }],
      [{ translations: { de: { caption: "x".repeat(301) } } }, { "translations.de.caption": "Caption must be at most 300 characters" }],
    ];
    for (const [body, fields] of cases) {
      const response = await context.api.put<{ fields: Record<string, string> }>(`/api/media/${file.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fields).toEqual(fields);
    }
    const unknownLanguage = await context.api.put<{ fields: Record<string, string> }>(`/api/media/${file.id}`, {
      translations: { xx: {} },
    });
    expect(unknownLanguage.status).toBe(400);
    expect(Object.keys(unknownLanguage.body.fields)).toEqual(["translations"]);
    const [row] = await context.database.db.select().from(media).where(eq(media.id, file.id));
    expect(row).toMatchObject({ altText: "Kept", caption: null, translations: {} });
  });

  it("takes its own GET answer back unchanged, and a body without a description field as no change", async () => {
    const file = await uploadImage();
    await context.api.put(`/api/media/${file.id}`, { altText: "Kept", translations: { de: { altText: "Behalten" } } });
    const read = await context.api.get<Described>(`/api/media/${file.id}`);
    for (const body of [read.body, {}, { url: "/uploads/other.png", version: 9 }]) {
      const written = await context.api.put<Described>(`/api/media/${file.id}`, body);
      expect(written.status, written.text).toBe(200);
      expect(written.body).toMatchObject({ url: file.url, altText: "Kept", translations: { de: { altText: "Behalten" } }, version: 1 });
    }
  });

  it("answers 404 for an unknown item", async () => {
    for (const id of ["6f1c1d9e-8a4b-4c0e-9f5e-2b7d1c3a4e5f", "not-an-id"]) {
      expect((await context.api.put(`/api/media/${id}`, { altText: "A" })).status).toBe(404);
      expect((await context.api.get(`/api/media/${id}`)).status).toBe(404);
    }
  });
});

describe("GET /api/media?description=undescribed", () => {
  it("lists the images without alt text, counted, and refuses another value naming the field", async () => {
    const described = await uploadImage("described.png");
    const bare = await uploadImage("bare.png");
    const translatedOnly = await uploadImage("translated-only.png");
    expect((await context.api.put(`/api/media/${described.id}`, { altText: "The SMT line" })).status).toBe(200);
    expect((await context.api.put(`/api/media/${translatedOnly.id}`, { translations: { de: { altText: "Die SMT-Linie" } } })).status).toBe(
      200,
    );
    await context.database.db
      .insert(media)
      .values({ url: "/uploads/manual.pdf", filename: "manual.pdf", contentType: "application/pdf", size: 10 });

    const listed = await context.api.get<{ id: string }[]>("/api/media?description=undescribed");
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.map(({ id }) => id).sort()).toEqual([bare.id, translatedOnly.id].sort());
    expect(listed.headers.get("x-total-count")).toBe("2");
    expect((await context.api.get<{ id: string }[]>("/api/media")).body).toHaveLength(4);

    const refused = await context.api.get("/api/media?description=all");
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { description: "Description must be undescribed" } });
  });
});

describe("the public pages", () => {
  it("show an image's alt text and caption in the page's language, English for a missing translation, the page's own text without any", async () => {
    const [described, englishOnly, undescribed] = [await uploadImage("a.png"), await uploadImage("b.png"), await uploadImage("c.png")];
    await showOnAboutPage([described.url, englishOnly.url, undescribed.url]);
    const before = imageOf(await pageHtml("/about"), described.url);
    expect(before.alt).toMatch(/factory/);
    expect(before.caption).toBeUndefined();

    await context.api.put(`/api/media/${described.id}`, {
      altText: "Circuit boards leaving the SMT line",
      caption: "One of eight SMT lines",
      translations: { de: { altText: "Leiterplatten verlassen die SMT-Linie", caption: "Eine von acht SMT-Linien" } },
    });
    await context.api.put(`/api/media/${englishOnly.id}`, { altText: "Final assembly", caption: "Assembled by hand" });

    const english = await pageHtml("/about");
    expect(imageOf(english, described.url)).toMatchObject({
      alt: "Circuit boards leaving the SMT line",
      caption: "One of eight SMT lines",
    });
    expect(imageOf(english, englishOnly.url)).toMatchObject({ alt: "Final assembly", caption: "Assembled by hand" });

    const german = await pageHtml("/de/about");
    expect(imageOf(german, described.url)).toMatchObject({
      alt: "Leiterplatten verlassen die SMT-Linie",
      caption: "Eine von acht SMT-Linien",
    });
    expect(imageOf(german, englishOnly.url)).toMatchObject({ alt: "Final assembly", caption: "Assembled by hand" });
    const own = imageOf(german, undescribed.url);
    expect(own.alt).not.toBe("");
    expect(own.alt).not.toMatch(/Final assembly|Leiterplatten/);
    expect(own.caption).toBeUndefined();
  });

  it("find an image written as a full address by its path", async () => {
    const file = await uploadImage();
    await showOnAboutPage([`https://cdn.example.com${file.url}`]);
    await context.api.put(`/api/media/${file.id}`, { altText: "Described by path" });
    expect(imageOf(await pageHtml("/about"), `https://cdn.example.com${file.url}`).alt).toBe("Described by path");
  });
});
