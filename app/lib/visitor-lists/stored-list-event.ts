/**
 * The window event a local-storage list (stored-list.ts) raises on this page when it is written,
 * its key as `detail`: the islands that show the list wake on it. Other tabs learn of the change
 * from the browser's `storage` event.
 */
export const STORED_LIST_EVENT = "stored-list-change";
