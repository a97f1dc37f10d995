/** The home page's hero carousel slides. */
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { heroSlides } from "~/db/schema";
import type { HeroSlideInput, HeroSlideUpdate } from "~/schemas/content/hero-slide";
import { deleteRowById, updateRowById } from "../records/row-by-id.server";

export type HeroSlide = typeof heroSlides.$inferSelect;

const NOT_FOUND = "Hero slide not found";

/** In carousel order; inactive slides only when asked (for staff). */
export function listHeroSlides(db: Queryable, { includeInactive }: { includeInactive: boolean }): Promise<HeroSlide[]> {
  return db
    .select()
    .from(heroSlides)
    .where(includeInactive ? undefined : eq(heroSlides.isActive, true))
    .orderBy(asc(heroSlides.order), asc(heroSlides.createdAt));
}

export function listActiveHeroSlides(db: Queryable): Promise<HeroSlide[]> {
  return listHeroSlides(db, { includeInactive: false });
}

export async function createHeroSlide(db: Queryable, input: HeroSlideInput): Promise<HeroSlide> {
  const [row] = await db.insert(heroSlides).values(input).returning();
  return row!;
}

export function updateHeroSlide(db: Queryable, id: string | undefined, input: HeroSlideUpdate): Promise<HeroSlide> {
  return updateRowById(db, heroSlides, id, input, NOT_FOUND);
}

export function deleteHeroSlide(db: Queryable, id: string | undefined): Promise<void> {
  return deleteRowById(db, heroSlides, id, NOT_FOUND);
}
