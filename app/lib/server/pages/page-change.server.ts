/**
 * What a staff write tells the page cache about the pages it changes (decision 048). Unless its
 * route says otherwise, a write may have removed or unpublished something that kept pages show,
 * and every kept page is dropped. A route whose write only edited items that are public after
 * it says so (`editedInPlace`): the kept pages then stay as stale copies, lent to visitors while
 * each is rendered anew, since none of them shows anything the public may no longer see.
 */
export class PageChange {
  private inPlace = false;

  /** The write edited items that stay public (or became public): what kept pages show may still be shown. */
  editedInPlace(): void {
    this.inPlace = true;
  }

  /** Whether kept pages may be lent until rendered anew. */
  get keepsWhatPagesShow(): boolean {
    return this.inPlace;
  }
}
