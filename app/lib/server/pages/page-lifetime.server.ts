/**
 * When what a page shows stops being true by itself, with no change of content: a certificate it
 * shows as valid expires. A loader that shows such a thing says so (`endsAt`); the page cache then
 * keeps the page only until the earliest such moment, and a shared cache is told no more either
 * (docs/decisions/072-demo-downloads-retired-products-and-expiry.md).
 */
export class PageLifetime {
  private earliest: number | undefined;

  /** What the page shows stops being true at `time` (milliseconds since the epoch; undefined: never); the earliest one counts. */
  endsAt(time: number | undefined): void {
    if (time !== undefined && (this.earliest === undefined || time < this.earliest)) this.earliest = time;
  }

  /** The earliest moment the page stops being true, if any. */
  get end(): number | undefined {
    return this.earliest;
  }
}
