/**
 * The plain (uncompressed) bodies of one kept page, each the page with a response's own nonce
 * written where the rendering's stood. Every nonce is as long as every other, so a body is the
 * page copied once, then only its nonces overwritten, in a buffer that is used again once its
 * response has been sent. A new buffer for each response (a page of 100 kB, thousands of times
 * a second) had the garbage collector mark the whole heap every 160 ms under load, pausing the
 * server for 5 to 50 ms each time. The idle buffers of all pages together stay within a budget.
 */

/** How many bytes of idle buffers all pages may keep together. */
export class IdleBodyBudget {
  used = 0;
  constructor(readonly maxBytes: number) {}
}

export class ReusableBodies {
  private idle: Buffer[] = [];
  private discarded = false;

  /** `nonceAt`: where each occurrence of the page's nonce (`nonceLength` bytes) starts. */
  constructor(
    private readonly page: Buffer,
    private readonly nonceAt: readonly number[],
    readonly nonceLength: number,
    private readonly budget: IdleBodyBudget,
  ) {}

  /** The page with `nonce` (`nonceLength` bytes) in every place; give it back with release() once it has been sent. */
  take(nonce: Buffer): Buffer {
    if (nonce.length !== this.nonceLength) throw new RangeError(`A nonce of ${this.nonceLength} bytes was expected, not ${nonce.length}`);
    let body = this.idle.pop();
    if (body) this.budget.used -= body.length;
    else body = Buffer.from(this.page);
    for (const at of this.nonceAt) nonce.copy(body, at);
    return body;
  }

  /** A body from take() that has been sent: kept for another response while the budget allows. */
  release(body: Buffer): void {
    if (this.discarded || this.budget.used + body.length > this.budget.maxBytes) return;
    this.idle.push(body);
    this.budget.used += body.length;
  }

  /** The page has left the cache: its idle buffers are let go, and the ones still out are not taken back. */
  discard(): void {
    this.discarded = true;
    for (const body of this.idle) this.budget.used -= body.length;
    this.idle = [];
  }
}
