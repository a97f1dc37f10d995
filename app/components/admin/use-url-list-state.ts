import { useSearchParams } from "react-router";

/**
 * A list screen's search, filters, sort and page, kept in the address so a view survives a
 * reload and can be shared. A value equal to its default is left out of the address; changing
 * anything but the page goes back to the first page.
 */
export function useUrlListState<Key extends string>(defaults: Record<Key, string>) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback])) as Record<
    Key,
    string
  >;
  const offset = Math.max(0, Number.parseInt(params.get("offset") ?? "0", 10) || 0);

  const update = (changes: Partial<Record<Key | "offset", string | number>>) =>
    setParams(
      () => {
        // From the address as it is now, not as the last render saw it: two quick changes both stick.
        const next = new URLSearchParams(window.location.search);
        for (const [key, value] of Object.entries(changes)) {
          const text = String(value ?? "");
          const fallback = key === "offset" ? "0" : defaults[key as Key];
          if (text === "" || text === fallback) next.delete(key);
          else next.set(key, text);
        }
        if (!("offset" in changes)) next.delete("offset");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return { values, offset, update };
}
