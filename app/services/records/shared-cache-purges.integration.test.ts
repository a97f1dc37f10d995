/**
 * The outbox of shared-cache purges: a purge the cache does not take stays queued with its error
 * and is sent again after its backoff, so that an outage of the cache loses no purge.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { sharedCachePurges } from "~/db/schema";
import { createTestDatabase } from "../../../tests/support/servers/test-database";
import { queueSharedCachePurge, sendDueSharedCachePurges } from "./shared-cache-purges.server";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("the shared-cache purge outbox", () => {
  it("keeps a purge the cache refused and sends it once its backoff has passed", async () => {
    const { db } = database;
    await queueSharedCachePurge(db, ["product:1", "products"]);
    // The moment it is due, read back: the database keeps microseconds and a Date only
    // milliseconds, so a clock read in the same millisecond as the insert can come before it.
    const [queued] = await db.select().from(sharedCachePurges);
    const now = new Date(queued!.nextAttemptAt.getTime() + 1);
    const refused = await sendDueSharedCachePurges(db, async () => Promise.reject(new Error("connection refused")), now);
    expect(refused).toEqual({ sent: 0, failed: 1 });
    const [kept] = await db.select().from(sharedCachePurges);
    expect(kept).toMatchObject({ keys: ["product:1", "products"], attempts: 1, lastError: "Error: connection refused" });
    expect(kept!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());

    const sent: string[][] = [];
    expect(await sendDueSharedCachePurges(db, async (keys) => void sent.push(keys), now)).toEqual({ sent: 0, failed: 0 });
    expect(await sendDueSharedCachePurges(db, async (keys) => void sent.push(keys), kept!.nextAttemptAt)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([["product:1", "products"]]);
    expect(await db.select().from(sharedCachePurges)).toEqual([]);
  });
});
