/**
 * Writes changes into the address so that quick changes compose. The router changes the address
 * only once the next screen's data has loaded, and a later navigation cancels an earlier one that
 * has not finished: so each change starts from the address the previous change is heading to
 * while that navigation is still under way, not from the address as it still is.
 */
export type AddressEdit = (params: URLSearchParams) => void;

export function createAddressWriter({
  current,
  go,
}: {
  /** The address's query string as it is now ("?a=1" or ""). */
  current(): string;
  /** Navigates to a query string; settles when the navigation has finished or was cancelled. */
  go(search: string): void | Promise<void>;
}) {
  let heading: string | null = null;
  return (edit: AddressEdit) => {
    const next = new URLSearchParams(heading ?? current());
    edit(next);
    const search = next.toString();
    heading = search;
    const settled = () => {
      if (heading === search) heading = null;
    };
    void Promise.resolve(go(search)).then(settled, settled);
  };
}
