/**
 * What an island's component renders inside, the same on the server (within the page) and in the
 * browser (on its own root): its language with the texts it declares, and the scope of its ids.
 */
import { createContext, useContext, useId, type ReactNode } from "react";
import type { Locale } from "~/lib/i18n/locales";
import { TranslationProvider } from "~/lib/i18n/translation";
import type { Catalog } from "~/lib/i18n/translator";

const IslandIdContext = createContext<string | null>(null);

export function IslandRoot({ id, locale, texts, children }: { id: string; locale: Locale; texts: Catalog; children: ReactNode }) {
  return (
    <IslandIdContext.Provider value={id}>
      <TranslationProvider locale={locale} catalog={texts}>
        {children}
      </TranslationProvider>
    </IslandIdContext.Provider>
  );
}

/** The id of the island being rendered here; null outside any (and in its slots, which are the page's content). */
export const useIslandId = (): string | null => useContext(IslandIdContext);

/** Content rendered within an island that is not the island's: its slots. */
export function OutsideIsland({ children }: { children: ReactNode }) {
  return <IslandIdContext.Provider value={null}>{children}</IslandIdContext.Provider>;
}

/**
 * An element id that is the same when the server renders the island within the page and when the
 * browser hydrates it on its own root, where React's `useId` gives other ids (it numbers elements
 * by their place in the whole tree): the island's id and a name unique within the island. Outside
 * an island (the admin area) it is React's id with the name.
 */
export function useElementId(name: string): string {
  const reactId = useId();
  const islandId = useIslandId();
  return `${islandId ?? reactId}-${name}`;
}
