/**
 * Reads that stay true until the content changes (the site's settings, the categories, the
 * catalogue's facets and count), kept from one change to the next instead of read on every
 * request. The change signal is the page cache's: every change by staff, every scheduled
 * publication and every change announced by another instance starts a new generation of the
 * content, and a read kept in an older one is read again. While changes elsewhere cannot be
 * heard (the link to the other instances is down), nothing is kept (decision 047). A read that
 * cannot reach the database gives the last value read instead, where there is one, so that a
 * page needing no other read (a form's page) still renders during an outage (decision 050).
 */
import { isDatabaseUnavailable } from "../database-errors.server";

/** Which generation of the content is current, and whether changes can be heard at all. */
export type ContentGenerations = {
  readonly generation: number;
  /** False for every generation while changes made elsewhere could be missed. */
  isCurrent(generation: number): boolean;
};

type Kept = { generation: number; value: Promise<unknown> };

/** The memo as one request reads it (see PerChangeMemo.forRequest). */
export type KeptReads = { read<T>(key: string, read: () => Promise<T>): Promise<T> };

/** A bound on what a memo keeps: keys may come from addresses (a category's slug). */
const MAX_KEPT_READS = 1_000;

export class PerChangeMemo {
  private readonly kept = new Map<string, Kept>();
  /** The last value each key's read gave, whatever its generation. */
  private readonly lastRead = new Map<string, unknown>();

  constructor(private readonly content: ContentGenerations) {}

  /**
   * The value `read` gave in the current generation under `key`, or a new read's. Callers share
   * the value: it must not be changed. A read that fails is not kept; one that cannot reach the
   * database gives the key's last value instead, if any, and tells `onLastRead`.
   */
  read<T>(key: string, read: () => Promise<T>, onLastRead?: () => void): Promise<T> {
    return this.keptOrRead(key, read).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error) || !this.lastRead.has(key)) throw error;
      onLastRead?.();
      return this.lastRead.get(key) as T;
    });
  }

  /** Reads for one request; `onLastRead` is told when one of them gives a value from before an outage. */
  forRequest(onLastRead: () => void): KeptReads {
    return { read: (key, read) => this.read(key, read, onLastRead) };
  }

  private keptOrRead<T>(key: string, read: () => Promise<T>): Promise<T> {
    const { generation } = this.content;
    const current = this.content.isCurrent(generation);
    const found = this.kept.get(key);
    if (current && found?.generation === generation) return found.value as Promise<T>;
    const value = read();
    value.then(
      (result) => remember(this.lastRead, key, result),
      () => {
        if (this.kept.get(key)?.value === value) this.kept.delete(key);
      },
    );
    if (current) remember(this.kept, key, { generation, value });
    return value;
  }
}

/** Sets `key` as the newest entry, dropping the oldest beyond MAX_KEPT_READS. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= MAX_KEPT_READS) break;
    map.delete(oldest);
  }
}
