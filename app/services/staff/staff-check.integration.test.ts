/**
 * The staff check (decision 064): `requireStaff`, which guards every staff call, and
 * `staffViewer`, which decides whom a public read shows drafts, admit exactly the same sessions;
 * and a session the sign-in policy holds until its second factor is enrolled reads the public
 * API and pages as an anonymous visitor does, until the member enrols.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { distributors, heroSlides, products, sessions, signInPolicy, staffTwoFactor } from "~/db/schema";
import type { TwoFactorPolicy } from "~/lib/two-factor-values";
import { HttpError } from "~/lib/server/http-errors.server";
import { requireStaff, staffViewer } from "./auth.server";
import { hashSecretToken } from "./secret-token.server";
import { createSession } from "./session.server";
import { newTotpSecret } from "./totp.server";
import type { ApiClient } from "../../../tests/support/kits/api-client";
import { authenticatorCode } from "../../../tests/support/kits/authenticator";
import { useContentApi } from "../../../tests/support/kits/content-test-kit";
import { createSampleProducts } from "../../../tests/support/kits/sample-products";

const api = useContentApi();

const requireTwoFactorOf = (requiredFor: TwoFactorPolicy) =>
  api.database.db
    .insert(signInPolicy)
    .values({ id: 1, twoFactorRequiredFor: requiredFor })
    .onConflictDoUpdate({ target: signInPolicy.id, set: { twoFactorRequiredFor: requiredFor } });

beforeEach(() => requireTwoFactorOf("nobody"));

/** Turns the member's second factor on directly (`enabled`), or leaves it half set up. */
const giveSecondFactor = (username: string, enabled = true) =>
  api.database.db
    .insert(staffTwoFactor)
    .values({ userId: api.userId(username), secret: newTotpSecret(), enabledAt: enabled ? new Date() : null });

const requestWith = (cookie?: string) => new Request("http://localhost/api/products", { headers: cookie ? { cookie } : {} });

/** What each check answers for the request: the member's name, or the status that refuses them. */
async function bothChecks(request: Request) {
  const required = await requireStaff(api.database.db, request).then(
    (user) => user.username,
    (error: unknown) => (error instanceof HttpError ? error.status : Promise.reject(error)),
  );
  const viewer = (await staffViewer(api.database.db, request))?.username ?? null;
  return { required, viewer };
}

describe("requireStaff and staffViewer", () => {
  it("admit the same sessions, whatever the session and the sign-in policy", async () => {
    const editorSession = `session=${await createSession(api.database.db, api.userId("editor1"))}`;
    const adminSession = `session=${await createSession(api.database.db, api.userId("admin1"))}`;
    const expiredToken = await createSession(api.database.db, api.userId("editor1"));
    await api.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSecretToken(expiredToken)));
    const expiredSession = `session=${expiredToken}`;

    const cases: { name: string; arrange?: () => Promise<unknown>; cookie?: string; required: string | number }[] = [
      { name: "no session", required: 401 },
      { name: "an unknown token", cookie: "session=not-a-session", required: 401 },
      { name: "an expired session", cookie: expiredSession, required: 401 },
      { name: "an editor, nobody's second factor required", cookie: editorSession, required: "editor1" },
      { name: "an admin, nobody's second factor required", cookie: adminSession, required: "admin1" },
      { name: "an editor, the admins' required", arrange: () => requireTwoFactorOf("admins"), cookie: editorSession, required: "editor1" },
      { name: "an admin without one, the admins' required", cookie: adminSession, required: 403 },
      {
        name: "an editor without one, all staff's required",
        arrange: () => requireTwoFactorOf("staff"),
        cookie: editorSession,
        required: 403,
      },
      {
        name: "an editor half-way through setting one up",
        arrange: () => giveSecondFactor("editor1", false),
        cookie: editorSession,
        required: 403,
      },
      {
        name: "an admin with one, all staff's required",
        arrange: () => giveSecondFactor("admin1"),
        cookie: adminSession,
        required: "admin1",
      },
    ];
    for (const { name, arrange, cookie, required } of cases) {
      await arrange?.();
      const answers = await bothChecks(requestWith(cookie));
      expect(answers, name).toEqual({ required, viewer: typeof required === "string" ? required : null });
    }
  });
});

describe("a session the sign-in policy holds until its second factor is enrolled", () => {
  /** A draft product, an embargoed advisory, an unpublished distributor and an inactive slide, beside published ones. */
  async function unpublishedContent() {
    const [live, draft] = await createSampleProducts(api.database.db, ["LIVE1", "DRAFT1"]);
    await api.database.db.update(products).set({ status: "draft" }).where(eq(products.id, draft!.id));
    const advisory = {
      title: "Relay opens",
      summary: "Embargoed until the fix ships.",
      cvssVector: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
    };
    for (const [code, status] of [
      ["AUR-SA-2026-201", "published"],
      ["AUR-SA-2026-202", "draft"],
    ] as const) {
      const products = [{ productId: live!.id, affectedVersions: "1.0.0 to 1.2.0" }];
      const created = await api.admin.post("/api/advisories", { ...advisory, code, status, products, publishedOn: "2026-11-01" });
      expect(created.status, created.text).toBe(201);
    }
    const partner = { country: "DE", region: "europe", email: "partner@example.com", city: "Berlin" } as const;
    await api.database.db.insert(distributors).values([
      { ...partner, companyName: "Listed Partner" },
      { ...partner, companyName: "Unlisted Partner", isPublished: false },
    ]);
    await api.database.db.insert(heroSlides).values([
      { title: "Active slide", backgroundImageUrl: "/hero.jpg" },
      { title: "Inactive slide", backgroundImageUrl: "/hero.jpg", isActive: false },
    ]);
    return { live: live!, draft: draft! };
  }

  /** What a client reads of the content: the calls of the security review, and a draft's page. */
  async function whatIsRead(client: ApiClient, draftSlug: string) {
    const names = async (path: string, key: string) =>
      ((await client.get<Record<string, string>[]>(path)).body as Record<string, string>[]).map((row) => row[key]).sort();
    return {
      draftAdvisory: (await client.get("/api/advisories/aur-sa-2026-202")).status,
      advisories: await names("/api/advisories?status=all", "code"),
      products: await names("/api/products?status=all", "slug"),
      productPage: (await client.get(`/products/${draftSlug}`)).status,
      distributors: await names("/api/distributors?all=true", "companyName"),
      heroSlides: await names("/api/hero-slides?all=true", "title"),
    };
  }

  const PUBLIC_VIEW = {
    draftAdvisory: 404,
    advisories: ["AUR-SA-2026-201"],
    products: ["live1"],
    productPage: 404,
    distributors: ["Listed Partner"],
    heroSlides: ["Active slide"],
  };

  it("reads the public API and pages as an anonymous visitor does, and everything once its second factor is on", async () => {
    const { draft } = await unpublishedContent();
    expect(await whatIsRead(api.visitor, draft.slug)).toEqual(PUBLIC_VIEW);
    await giveSecondFactor("admin1");
    await requireTwoFactorOf("staff");

    // The editor, signed in, has no second factor yet: refused as staff, shown the public's view.
    expect((await api.staff.get("/api/inquiries")).status).toBe(403);
    expect(await whatIsRead(api.staff, draft.slug)).toEqual(PUBLIC_VIEW);
    const refused = await api.staff.get("/api/advisories/aur-sa-2026-202");
    expect(refused.text).not.toContain("Embargoed");

    // Once enrolled, the same session reads the drafts, as the admin does.
    const setup = await api.staff.post<{ secret: string }>("/api/auth/two-factor/setup");
    expect(setup.status, setup.text).toBe(200);
    expect((await api.staff.post("/api/auth/two-factor/enable", { code: authenticatorCode(setup.body.secret) })).status).toBe(200);
    const staffView = {
      draftAdvisory: 200,
      advisories: ["AUR-SA-2026-201", "AUR-SA-2026-202"],
      products: ["draft1", "live1"],
      productPage: 200,
      distributors: ["Listed Partner", "Unlisted Partner"],
      heroSlides: ["Active slide", "Inactive slide"],
    };
    expect(await whatIsRead(api.staff, draft.slug)).toEqual(staffView);
    expect(await whatIsRead(api.admin, draft.slug)).toEqual(staffView);
  });
});
