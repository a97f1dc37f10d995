import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { createAddressWriter } from "./address-writer";

/**
 * A list screen's search, filters, sort and page, kept in the address so a view survives a
 * reload and can be shared. A value equal to its default is left out of the address; changing
 * anything but the page goes back to the first page. Quick changes in a row all stick (see
 * address-writer.ts).
 */
export function useUrlListState<Key extends string>(defaults: Record<Key, string>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const write = useMemo(
    () =>
      createAddressWriter({
        current: () => window.location.search,
        go: (search) => navigate(`?${search}`, { replace: true, preventScrollReset: true }),
      }),
    [navigate],
  );
  const values = Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback])) as Record<
    Key,
    string
  >;
  const offset = Math.max(0, Number.parseInt(params.get("offset") ?? "0", 10) || 0);

  const update = (changes: Partial<Record<Key | "offset", string | number>>) =>
    write((next) => {
      for (const [key, value] of Object.entries(changes)) {
        const text = String(value ?? "");
        const fallback = key === "offset" ? "0" : defaults[key as Key];
        if (text === "" || text === fallback) next.delete(key);
        else next.set(key, text);
      }
      if (!("offset" in changes)) next.delete("offset");
    });

  return { values, offset, update };
}
