/** The home page's hero carousel slides. */
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { heroSlides } from "~/db/schema";

export type HeroSlide = typeof heroSlides.$inferSelect;

export function listActiveHeroSlides(db: Queryable): Promise<HeroSlide[]> {
  return db
    .select()
    .from(heroSlides)
    .where(eq(heroSlides.isActive, true))
    .orderBy(asc(heroSlides.order), asc(heroSlides.createdAt));
}
