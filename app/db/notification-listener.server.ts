/**
 * PostgreSQL's LISTEN/NOTIFY between the instances of the application: `notify` sends a message
 * on a channel after the statement commits (it is its own transaction), and `listenForNotifications`
 * hears every message on it over a connection of its own (a pooled one would be handed to other
 * queries). A lost connection is reopened every `retryDelayMs` until it listens again; while it
 * is down, messages are missed, which `onListening` and `onLost` let the caller allow for. A
 * connection that died without a word (a server gone, a network cut) is found within seconds:
 * TCP keep-alive probes it, and a query every `checkEveryMs` must answer in as long.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "~/lib/server/logger.server";
import type { Database } from "./client.server";

export type NotificationListenerOptions = {
  url: string;
  /** A plain lowercase identifier (letters, digits, underscores). */
  channel: string;
  logger?: Logger;
  retryDelayMs?: number;
  checkEveryMs?: number;
  onNotification(payload: string): void;
  /** Listening: the first time, or again after a lost connection (messages sent meanwhile were missed). */
  onListening(): void;
  /** The connection was lost: messages are missed until onListening. */
  onLost(): void;
};

export type NotificationListener = { close(): Promise<void> };

export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export function listenForNotifications(options: NotificationListenerOptions): NotificationListener {
  const { url, channel, logger, retryDelayMs = 1_000, checkEveryMs = 5_000, onNotification, onListening, onLost } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain lowercase channel name: ${channel}`);
  let listening: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: checkEveryMs,
      connectionTimeoutMillis: checkEveryMs,
      query_timeout: checkEveryMs,
    });
    let lost = false;
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (listening === client) {
        listening = undefined;
        onLost();
      }
      client.end().catch(() => undefined);
      if (closed) return;
      logger?.warn({ err: error, channel }, "not listening for changes from other instances; retrying");
      retry ??= setTimeout(() => {
        retry = undefined;
        void connect();
      }, retryDelayMs);
    };
    client.on("error", lose);
    client.on("end", () => lose(new Error("the connection ended")));
    client.on("notification", (message) => {
      if (message.channel === channel) onNotification(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (lost) return;
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listening = client;
    const check = setInterval(() => {
      if (lost) clearInterval(check);
      else client.query("select 1").catch(lose);
    }, checkEveryMs).unref();
    onListening();
  };
  void connect();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = listening;
      listening = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
