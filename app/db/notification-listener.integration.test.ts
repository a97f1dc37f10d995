/**
 * The link between instances (PostgreSQL LISTEN/NOTIFY): messages are heard, and a connection
 * that dies without a word (a network gone silent) is found within seconds and reopened.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresTestDatabase, testDatabaseKind } from "../../tests/support/servers/test-database";
import { startTcpProxy, type TcpProxy } from "../../tests/support/servers/tcp-proxy";
import { openPostgresDatabase, type DatabaseHandle } from "./client.server";
import { listenForNotifications, notify, type NotificationListener } from "./notification-listener.server";

const CHANNEL = "listener_test";
const CHECK_EVERY_MS = 300;

describe.runIf(testDatabaseKind() === "postgres")("listenForNotifications", () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let handle: DatabaseHandle;
  let proxy: TcpProxy;
  let listener: NotificationListener;
  const events: string[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    handle = openPostgresDatabase(database.url, 2);
    const url = new URL(database.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(proxy.port);
    listener = listenForNotifications({
      url: url.toString(),
      channel: CHANNEL,
      retryDelayMs: 100,
      checkEveryMs: CHECK_EVERY_MS,
      onNotification: (payload) => events.push(`message ${payload}`),
      onListening: () => events.push("listening"),
      onLost: () => events.push("lost"),
    });
  });
  afterAll(async () => {
    await listener?.close();
    await proxy?.close();
    await handle?.close();
    await database?.drop();
  });

  it("hears messages, finds a silent connection lost within seconds, and listens again once the network is back", async () => {
    await expect.poll(() => events).toEqual(["listening"]);
    await notify(handle.db, CHANNEL, "first");
    await expect.poll(() => events).toEqual(["listening", "message first"]);

    proxy.freeze();
    const frozenAt = performance.now();
    await expect.poll(() => events.at(-1), { timeout: 5_000 }).toBe("lost");
    // A query every CHECK_EVERY_MS that must answer within as long.
    expect(performance.now() - frozenAt).toBeLessThan(4 * CHECK_EVERY_MS + 1_000);

    proxy.thaw();
    await expect.poll(() => events.at(-1), { timeout: 5_000 }).toBe("listening");
    await notify(handle.db, CHANNEL, "second");
    await expect.poll(() => events.at(-1)).toBe("message second");
  });
});
