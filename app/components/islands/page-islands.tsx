/**
 * The islands of the page being rendered on the server: each island registers as it renders, and
 * the end of the body (IslandScripts) sends what they need — the texts they declare, once for the
 * page, and the runtime that hydrates them — or nothing at all when the page has none.
 */
import { createContext, useContext, type ReactNode } from "react";
import { pickSections, type CatalogPath } from "~/lib/i18n/catalog-sections";
import type { Locale } from "~/lib/i18n/locales";
import type { Catalog } from "~/lib/i18n/translator";
import { ISLAND_TEXTS_ID } from "./island-markup";

type IslandTexts = { name: string; texts: readonly CatalogPath[] };

/** Parts of a catalog, picked once per catalog and list of parts: the server's catalogs live as long as the process. */
const picked = new WeakMap<Catalog, Map<string, Catalog>>();

function textsOf(catalog: Catalog, sections: readonly CatalogPath[]): Catalog {
  let byParts = picked.get(catalog);
  if (!byParts) picked.set(catalog, (byParts = new Map()));
  const key = [...new Set(sections)].sort().join(" ");
  let texts = byParts.get(key);
  if (!texts) byParts.set(key, (texts = pickSections(catalog, sections)));
  return texts;
}

export class PageIslands {
  private readonly used = new Map<string, IslandTexts>();
  private count = 0;

  constructor(
    readonly locale: Locale,
    readonly catalog: Catalog,
  ) {}

  /** Counts an island in and gives it an id unique on the page. */
  register(island: IslandTexts): string {
    this.used.set(island.name, island);
    this.count += 1;
    return `${island.name}-${this.count}`;
  }

  /** The texts an island declares, as it is sent them. */
  textsFor(island: IslandTexts): Catalog {
    return textsOf(this.catalog, island.texts);
  }

  /** The texts of every island on the page, once; null when it has none. */
  pageTexts(): Catalog | null {
    if (this.used.size === 0) return null;
    return textsOf(
      this.catalog,
      [...this.used.values()].flatMap((island) => island.texts),
    );
  }
}

const PageIslandsContext = createContext<PageIslands | null>(null);

export function PageIslandsProvider({ islands, children }: { islands: PageIslands; children: ReactNode }) {
  return <PageIslandsContext.Provider value={islands}>{children}</PageIslandsContext.Provider>;
}

export function usePageIslands(): PageIslands {
  const islands = useContext(PageIslandsContext);
  if (!islands) throw new Error("An island renders only inside a public page (PageIslandsProvider)");
  return islands;
}

/** JSON safe inside `<script>`: no "</script>" or "<!--" can end or confuse it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The end of a public page's body: the islands' texts and the runtime (with, in development,
 * Vite's React Refresh set-up first). Rendered after the page's content, so every island has
 * registered by then (the server renders the document in order, with nothing suspended).
 */
export function IslandScripts({ runtime, developmentPreamble }: { runtime: string; developmentPreamble?: string }) {
  const texts = usePageIslands().pageTexts();
  if (texts === null) return null;
  return (
    <>
      <script type="application/json" id={ISLAND_TEXTS_ID} dangerouslySetInnerHTML={{ __html: scriptJson(texts) }} />
      {developmentPreamble && <script type="module" src={developmentPreamble} />}
      <script type="module" src={runtime} />
    </>
  );
}
