import { describe, expect, it } from "vitest";
import { categories, companyInfo, media, newsArticles, products } from "~/db/schema";
import {
  download,
  makeImage,
  signedInAdmin as adminOf,
  uploadFile,
  useMediaTestServer,
  type UploadAnswer,
} from "../../../../tests/support/kits/upload-test-kit";

const context = useMediaTestServer();
const signedInAdmin = () => adminOf(context);

type ListedFile = UploadAnswer & { inUse: boolean };

async function uploadImages(count: number): Promise<UploadAnswer[]> {
  const uploaded: UploadAnswer[] = [];
  for (let index = 0; index < count; index++) {
    const response = await uploadFile(context.api, await makeImage("png", 8 + index, 8), { filename: `image-${index}.png` });
    expect(response.status).toBe(201);
    uploaded.push(response.body);
  }
  return uploaded;
}

async function useInProduct(url: string) {
  const [category] = await context.database.db.insert(categories).values({ name: "Readers", slug: "readers" }).returning();
  await context.database.db.insert(products).values({
    categoryId: category!.id,
    name: "Face Terminal F1",
    slug: "face-terminal-f1",
    productCode: "F1",
    description: "A face recognition terminal",
    imageUrl: url,
  });
}

describe("GET /api/media", () => {
  it("lists the files newest first, pages with limit and offset, and counts them in X-Total-Count", async () => {
    const [first, second, third] = await uploadImages(3);
    const all = await context.api.get<ListedFile[]>("/api/media");
    expect(all.status).toBe(200);
    expect(all.headers.get("x-total-count")).toBe("3");
    expect(all.body.map((file) => file.id)).toEqual([third!.id, second!.id, first!.id]);
    expect(all.body[0]).toEqual({ ...third, inUse: false });

    const page = await context.api.get<ListedFile[]>("/api/media?limit=1&offset=1");
    expect(page.headers.get("x-total-count")).toBe("3");
    expect(page.body.map((file) => file.id)).toEqual([second!.id]);
  });

  it("tells which files content uses: by path or by full address, in single fields, lists and certifications", async () => {
    const [forProduct, forNews, forCertificate, unused] = await uploadImages(4);
    await useInProduct(forProduct!.url);
    await context.database.db.insert(newsArticles).values({
      title: "Trade fair",
      slug: "trade-fair",
      excerpt: "We were there",
      content: "Photos",
      imageGallery: ["/demo/other.jpg", `https://www.example.com${forNews!.url}`],
    });
    await context.database.db
      .insert(companyInfo)
      .values({ section: "certifications", certifications: [{ name: "CE", imageUrl: forCertificate!.url }] });

    const list = await context.api.get<ListedFile[]>("/api/media");
    const inUse = Object.fromEntries(list.body.map((file) => [file.id, file.inUse]));
    expect(inUse).toEqual({ [forProduct!.id]: true, [forNews!.id]: true, [forCertificate!.id]: true, [unused!.id]: false });
  });

  it("names each use of a file by kind, item and field (GET /api/media/{id}), and the refusal to delete it names the first ones", async () => {
    const [file] = await uploadImages(1);
    await useInProduct(file!.url);
    const [product] = await context.database.db.select().from(products);
    await context.database.db.update(products).set({ imageGallery: [`https://www.example.com${file!.url}`] });
    await context.database.db.insert(newsArticles).values({
      title: "Trade fair",
      slug: "trade-fair",
      excerpt: "We were there",
      content: "Photos",
      heroImageUrl: file!.url,
      imageGallery: [file!.url],
    });
    const [section] = await context.database.db
      .insert(companyInfo)
      .values({ section: "certifications", certifications: [{ name: "CE", imageUrl: file!.url }] })
      .returning();
    const [article] = await context.database.db.select().from(newsArticles);

    const item = await context.api.get<UploadAnswer & { usages: unknown[] }>(`/api/media/${file!.id}`);
    expect(item.status).toBe(200);
    expect(item.headers.get("cache-control")).toBe("no-store");
    expect(item.body).toMatchObject({ id: file!.id, url: file!.url });
    expect(item.body.usages).toEqual([
      { kind: "company info section", id: section!.id, label: "certifications", field: "certifications" },
      { kind: "news article", id: article!.id, label: "Trade fair", field: "heroImageUrl" },
      { kind: "news article", id: article!.id, label: "Trade fair", field: "imageGallery" },
      { kind: "product", id: product!.id, label: "Face Terminal F1", field: "imageGallery" },
      { kind: "product", id: product!.id, label: "Face Terminal F1", field: "imageUrl" },
    ]);

    const refused = await context.api.delete(`/api/media/${file!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message:
        'This file is used by company info section "certifications" (certifications), news article "Trade fair" (heroImageUrl), news article "Trade fair" (imageGallery) and 2 more',
    });
  });

  it("refuses a bad limit with 400", async () => {
    const response = await context.api.get("/api/media?limit=0");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Some fields are invalid", fields: { limit: "Limit must be at least 1" } });
  });
});

describe("DELETE /api/media/{id}", () => {
  it("removes the row and the stored file", async () => {
    const [file] = await uploadImages(1);
    const response = await context.api.delete(`/api/media/${file!.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect(await context.database.db.select().from(media)).toEqual([]);
    expect((await download(context.server.url, file!.url)).status).toBe(404);
  });

  it("refuses (409) to delete a file that content uses, naming where; force=true deletes it, for an administrator only", async () => {
    const [file] = await uploadImages(1);
    await useInProduct(file!.url);
    const refused = await context.api.delete(`/api/media/${file!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'This file is used by product "Face Terminal F1" (imageUrl)' });
    expect((await download(context.server.url, file!.url)).status).toBe(200);

    const byEditor = await context.api.delete(`/api/media/${file!.id}?force=true`);
    expect(byEditor.status).toBe(403);
    expect(byEditor.body).toEqual({ message: "Only an administrator can delete a file that content uses" });
    expect((await download(context.server.url, file!.url)).status).toBe(200);

    const admin = await signedInAdmin();
    const forced = await admin.delete(`/api/media/${file!.id}?force=true`);
    expect(forced.status).toBe(204);
    expect((await download(context.server.url, file!.url)).status).toBe(404);
  });

  it("answers 404 for an unknown id and for an id that is not one", async () => {
    for (const id of ["6f1c1d9e-8a4b-4c0e-9f5e-2b7d1c3a4e5f", "not-an-id"]) {
      const response = await context.api.delete(`/api/media/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: "File not found" });
    }
  });
});

it("answers 401 to every media call without a session", async () => {
  const [file] = await uploadImages(1);
  await context.api.post("/api/auth/logout");
  expect((await context.api.get("/api/media")).status).toBe(401);
  expect((await context.api.delete(`/api/media/${file!.id}`)).status).toBe(401);
  expect(await context.database.db.select().from(media)).toHaveLength(1);
});
