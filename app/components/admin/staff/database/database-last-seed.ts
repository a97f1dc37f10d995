/**
 * The Database screen's last seed result (docs/behaviour/admin-area.md §2 and §3 "Seed result"): the counts
 * of the last Populate Demo Data, kept for the browser session so that they are still there
 * when the admin comes back to the screen.
 */
import { useCallback, useEffect, useState } from "react";
import type { SeedCounts } from "~/schemas/staff/database";

export const SEED_COUNT_KEYS = [
  "categories",
  "products",
  "solutions",
  "news",
  "resources",
] as const satisfies readonly (keyof SeedCounts)[];
export type LastSeed = { counts: SeedCounts; at: string };

export const LAST_SEED_STORAGE_KEY = "admin-database-last-seed";

/** The stored result, or null when there is none or it is not one (an older or foreign value). */
export function parseLastSeed(stored: string | null): LastSeed | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as { counts?: Record<string, unknown>; at?: unknown };
    const counts = value.counts;
    if (!counts || typeof value.at !== "string" || Number.isNaN(Date.parse(value.at))) return null;
    if (!SEED_COUNT_KEYS.every((key) => Number.isInteger(counts[key]))) return null;
    return { counts: Object.fromEntries(SEED_COUNT_KEYS.map((key) => [key, counts[key]])) as SeedCounts, at: value.at };
  } catch {
    return null;
  }
}

/** The last seed of this browser session, read after hydration (the server cannot know it). */
export function useLastSeed(): [LastSeed | null, (counts: SeedCounts) => void] {
  const [lastSeed, setLastSeed] = useState<LastSeed | null>(null);
  useEffect(() => setLastSeed(parseLastSeed(sessionStorage.getItem(LAST_SEED_STORAGE_KEY))), []);
  const remember = useCallback((counts: SeedCounts) => {
    const next = { counts, at: new Date().toISOString() };
    sessionStorage.setItem(LAST_SEED_STORAGE_KEY, JSON.stringify(next));
    setLastSeed(next);
  }, []);
  return [lastSeed, remember];
}
