/** What the Database screen's calls answer (admins): `POST /api/database/seed` counts the demo content it wrote. */
import { z } from "zod";

export const seedCounts = z.strictObject({
  categories: z.int(),
  products: z.int(),
  solutions: z.int(),
  news: z.int(),
  resources: z.int(),
});

export type SeedCounts = z.output<typeof seedCounts>;
