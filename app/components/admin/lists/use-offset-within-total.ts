import { useEffect } from "react";

/**
 * A server-paged list that shrank under the reader (its last rows deleted, or moved out of the
 * filter) leaves the page it shows past the end: it gives way to the last page that has rows.
 */
export function useOffsetWithinTotal(offset: number, limit: number, total: number | undefined, setOffset: (offset: number) => void) {
  useEffect(() => {
    if (total !== undefined && total > 0 && offset >= total) setOffset(Math.floor((total - 1) / limit) * limit);
  }, [offset, limit, total, setOffset]);
}
