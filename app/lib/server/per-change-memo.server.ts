/**
 * Reads that stay true until the content changes (the site's settings, the categories, the
 * catalogue's facets and count), kept from one change to the next instead of read on every
 * request. The change signal is the page cache's: every change by staff, every scheduled
 * publication and every change announced by another instance starts a new generation of the
 * content, and a read kept in an older one is read again. While changes elsewhere cannot be
 * heard (the link to the other instances is down), nothing is kept (decision 047).
 */

/** Which generation of the content is current, and whether changes can be heard at all. */
export type ContentGenerations = {
  readonly generation: number;
  /** False for every generation while changes made elsewhere could be missed. */
  isCurrent(generation: number): boolean;
};

type Kept = { generation: number; value: Promise<unknown> };

/** A bound on what a memo keeps: keys may come from addresses (a category's slug). */
const MAX_KEPT_READS = 1_000;

export class PerChangeMemo {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly content: ContentGenerations) {}

  /**
   * The value `read` gave in the current generation under `key`, or a new read's. Callers share
   * the value: it must not be changed. A read that fails is not kept.
   */
  read<T>(key: string, read: () => Promise<T>): Promise<T> {
    const { generation } = this.content;
    if (!this.content.isCurrent(generation)) return read();
    const found = this.kept.get(key);
    if (found?.generation === generation) return found.value as Promise<T>;
    const value = read();
    this.kept.delete(key);
    this.kept.set(key, { generation, value });
    value.catch(() => {
      if (this.kept.get(key)?.value === value) this.kept.delete(key);
    });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= MAX_KEPT_READS) break;
      this.kept.delete(oldest);
    }
    return value;
  }
}
