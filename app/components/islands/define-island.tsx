/**
 * An island: a React component the server renders within the page and the browser hydrates on a
 * root of its own, when the visitor reaches for it (decision 043). Its module,
 * `components/site/<area>/<name>.island.tsx`, exports the island as its default; pages render it like any
 * component, with props that go to the browser as JSON and, where the island wraps content it
 * does not change, slots: parts the server renders once and the browser keeps as they are. An
 * island does not render another (the browser would render the inner one's server part); a slot
 * may hold one.
 */
import type { ComponentType, ReactElement, ReactNode } from "react";
import type { CatalogPath } from "~/lib/i18n/catalog-sections";
import { SameTranslation, useTranslation } from "~/lib/i18n/translation";
import { ISLAND_ATTRIBUTES, ISLAND_TAG, SLOT_TAG } from "./island-markup";
import { IslandRoot, OutsideIsland, useIslandId } from "./island-root";
import { usePageIslands } from "./page-islands";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/** What an island's props may hold: what JSON carries to the browser. */
export type IslandProps = { [key: string]: Json | undefined };

/** An island's slots, by name. */
export type Slots<Name extends string> = Record<Name, ReactNode>;

export type IslandDefinition<Props extends IslandProps, SlotName extends string> = {
  /** Its module's name. */
  name: string;
  /** The parts of the catalog it can show (decision 039), sent to the browser with it. */
  texts: readonly CatalogPath[];
  Component: ComponentType<Props & { slots: Slots<SlotName> }>;
  /** Local-storage lists it shows (stored-list.ts): it hydrates at load when one holds something, and when one changes. */
  storedLists?: readonly string[];
  /** Window events that hydrate it: the toaster's, raised when another island has a message to show. */
  wakeOn?: readonly string[];
};

type IslandElementProps<Props, SlotName extends string> = Props &
  ([SlotName] extends [never] ? { slots?: never } : { slots: Slots<SlotName> });

export type Island<Props extends IslandProps, SlotName extends string> = ((props: IslandElementProps<Props, SlotName>) => ReactElement) & {
  definition: IslandDefinition<Props, SlotName>;
};

/** Any island, as the runtime loads it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the runtime hands each island its own props, read from its element
export type AnyIsland = Island<any, string>;

const spaced = (words: readonly string[] | undefined) => (words && words.length > 0 ? words.join(" ") : undefined);

export function defineIsland<Props extends IslandProps, SlotName extends string = never>(
  definition: IslandDefinition<Props, SlotName>,
): Island<Props, SlotName> {
  const { name, Component } = definition;
  function ServerIsland({ slots, ...props }: IslandElementProps<Props, SlotName>) {
    const page = usePageIslands();
    const outer = useIslandId();
    // A slot is the page's content: it renders with the page's texts, not the island's.
    const pageTranslation = useTranslation();
    if (outer !== null) throw new Error(`The island ${name} is rendered inside the island ${outer}: put it in a slot`);
    const id = page.register(definition);
    const serverSlots = Object.fromEntries(
      Object.entries<ReactNode>(slots ?? {}).map(([slot, content]) => [
        slot,
        <SLOT_TAG key={slot} {...{ [ISLAND_ATTRIBUTES.slot]: slot }}>
          <OutsideIsland>
            <SameTranslation as={pageTranslation}>{content}</SameTranslation>
          </OutsideIsland>
        </SLOT_TAG>,
      ]),
    ) as Slots<SlotName>;
    return (
      <ISLAND_TAG
        {...{
          [ISLAND_ATTRIBUTES.name]: name,
          [ISLAND_ATTRIBUTES.id]: id,
          [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
          [ISLAND_ATTRIBUTES.stored]: spaced(definition.storedLists),
          [ISLAND_ATTRIBUTES.wakeOn]: spaced(definition.wakeOn),
        }}
      >
        <IslandRoot id={id} locale={page.locale} texts={page.textsFor(definition)}>
          <Component {...(props as unknown as Props)} slots={serverSlots} />
        </IslandRoot>
      </ISLAND_TAG>
    );
  }
  ServerIsland.displayName = `Island(${name})`;
  return Object.assign(ServerIsland, { definition });
}
