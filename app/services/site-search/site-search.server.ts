/**
 * The site search (decision 027): products, solutions, news, case studies and downloads matching a
 * visitor's text, best first, in the visitor's language where translated. Each kind is matched by
 * its words (full-text) and by likeness to its title (trigrams), each through its index (over a
 * function of app/db/sql/site-search.sql) and
 * within a bounded window, and all kinds, counts and hits are read in one statement
 * (`searchQuery`).
 */
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import type { Locale } from "~/lib/i18n/locales";
import type { ProductLifecycle } from "~/lib/domain-values";
import { RETIRED_LIFECYCLES } from "~/schemas/catalogue/product-lifecycle";
import { RANKED_WINDOW, SEARCH_KINDS, searchWords, type SearchGroup, type SearchHit, type SearchKind } from "~/lib/catalogue/site-search";
import { escapeLikePattern, isStorableText } from "../records/entity-rows.server";
import { throughIndexes } from "../records/through-indexes.server";
import { inLanguage, SEARCH_SOURCES, visibleAnd, type SearchSource } from "./search-sources.server";

/** Suggestions rank a smaller window of each kind than the results page's RANKED_WINDOW. */
const SUGGESTION_WINDOW = 20;
/** Matches are counted up to this many per kind; beyond, the count reads "1,000+". */
export const COUNT_CAP = 1000;
/** Fewer characters than this are matched as words only: two letters resemble too much. */
const MIN_FUZZY_LENGTH = 3;

/** A visitor's text prepared for the database. */
export type SearchText = {
  text: string;
  /** `word:* & word:*`: each word, or a word beginning with it (they hold letters and digits only, so no operator of the query syntax). */
  words: string;
};

/** The text and its words as a prefix query; null for a text without a word (no search). */
export function readSearchText(raw: string): SearchText | null {
  const text = raw.trim();
  if (text === "" || !isStorableText(text)) return null;
  const words = searchWords(text);
  if (words.length === 0) return null;
  return { text, words: words.map((word) => `${word}:*`).join(" & ") };
}

/**
 * Whether titles resembling the text can be looked for: the text yields a trigram (with the C
 * locale PostgreSQL makes none of non-Latin letters, and a search without one would scan the
 * whole trigram index). `show_trgm` is immutable, so the planner answers this itself and leaves
 * the likeness out of the plan when it is false.
 */
export const hasTrigrams = (text: string): SQL<boolean> =>
  text.length >= MIN_FUZZY_LENGTH ? sql<boolean>`(cardinality(show_trgm(${text})) > 0)` : sql<boolean>`false`;

const toWordQuery = (words: string) => sql`to_tsquery('simple', ${words})`;

/** Matching by words: every word of the text, or a word beginning with it, anywhere (full-text index). */
export const byWords = (source: SearchSource, words: string) => sql`${source.words} @@ ${toWordQuery(words)}`;
/** Matching by likeness: a title with words resembling the text (trigram index). */
export const byLikeness = (source: SearchSource, text: string) => sql`${text} <% ${source.titleWords}`;

/**
 * How a kind is matched: by words, and also by likeness (for typing mistakes) when the words find
 * fewer than this many: a text whose words match plenty needs no guessing, and likeness costs a
 * similarity computed for every row it considers.
 */
const FEW_WORD_MATCHES = 10;

/** The ids of a kind's public rows meeting `condition`, at most `limit`. */
const idsWhere = (db: Queryable, source: SearchSource, condition: SQL, limit: number) =>
  db.select({ id: source.table.id }).from(source.table).where(visibleAnd(source, condition)).limit(limit);

/** What the statement answers for a kind: how it matched, how many, and its listed hits. */
type KindAnswer = { likeness: boolean; total: number; hits: (Omit<SearchHit, "kind"> & { score: number })[] };

/**
 * One kind's part of the search statement, a JSON object (KindAnswer). Its rows are found once
 * and ranked once: `by_words` (counted up to COUNT_CAP); when they are fewer than
 * FEW_WORD_MATCHES and the text has trigrams, `by_likeness` too (up to RANKED_WINDOW); the
 * `candidates` are the first `window` of each, and the listed hits are the best `listing.limit`
 * of them after `listing.offset`, or none when this kind is not listed. Each condition appears
 * once, so the planner expands each indexed search function once (planning a statement costs
 * about as much as running it), and a branch PostgreSQL does not take is not run.
 */
function kindSearch(db: Queryable, kind: SearchKind, search: SearchText, fuzzy: SQL<boolean>, listing: HitWindow | null): SQL {
  const source = SEARCH_SOURCES[kind];
  const window = listing?.window ?? RANKED_WINDOW;
  const byWordsIds = idsWhere(db, source, byWords(source, search.words), COUNT_CAP);
  const byLikenessIds = idsWhere(db, source, sql`(select likeness from mode) and ${byLikeness(source, search.text)}`, RANKED_WINDOW);
  const listed = listing
    ? sql`coalesce((select json_agg(hits order by hits.score desc, lower(hits.title), hits.id)
        from (${rankedHitsQuery(db, kind, search, listing)}) as hits), '[]'::json)`
    : sql`'[]'::json`;
  return sql`(with by_words as (${byWordsIds}),
      mode as (select count(*)::int as words_total, (${fuzzy} and count(*) < ${FEW_WORD_MATCHES}) as likeness from by_words),
      by_likeness as (${byLikenessIds}),
      candidates as ((select id from by_words limit ${window}) union (select id from by_likeness limit ${window}))
    select json_build_object(
      'likeness', mode.likeness,
      'total', case when mode.likeness then (select count(*) from candidates) else mode.words_total end,
      'hits', ${listed})
    from mode)`;
}

/** Which window of a kind's ranked hits to list. */
type HitWindow = { locale: Locale; limit: number; offset: number; window?: number };

/** The whole search as one statement: each kind's KindAnswer, in a column named after the kind (a test EXPLAINs it). */
export function searchQuery(db: Queryable, raw: string, listingOf: (kind: SearchKind) => HitWindow | null): SQL | null {
  const search = readSearchText(raw);
  if (search === null) return null;
  const fuzzy = hasTrigrams(search.text);
  const kinds = SEARCH_KINDS.map((kind) => sql`${kindSearch(db, kind, search, fuzzy, listingOf(kind))} as ${sql.identifier(kind)}`);
  return sql`select ${sql.join(kinds, sql`, `)}`;
}

/**
 * Runs the search's statement with sequential scans priced out, since matches by likeness are
 * found cheaply only through the trigram indexes; null for a text that is no search.
 */
async function runSearch(db: Queryable, raw: string, listingOf: (kind: SearchKind) => HitWindow | null) {
  const query = searchQuery(db, raw, listingOf);
  if (query === null) return null;
  const { rows } = (await throughIndexes(db, (tx) => tx.execute(query))) as unknown as { rows: Record<SearchKind, KindAnswer>[] };
  return rows[0]!;
}

/**
 * How much a retired product (discontinued or out of support, decision 058) scores below an
 * offered one that matches as well: less than a step of the ranking, so its exact title still
 * comes first.
 */
const RETIRED_DEMOTION = 0.5;

/**
 * Best first: exact title (or code), title starting with the text, title holding its words, then
 * title likeness; a retired product a little lower.
 */
function relevance(source: SearchSource, search: SearchText, title: SQL<string>): SQL<number> {
  const text = sql`lower(${search.text})`;
  const startsWith = sql`lower(${escapeLikePattern(search.text)}) || '%'`;
  const english = source.title.column;
  const exact = [title, english, ...source.exactAlso].map((column) => sql`lower(${column}) = ${text}`);
  const titleWords = sql`case when to_tsvector('simple', ${source.titleWords}) @@ ${toWordQuery(search.words)} then 1 else 0 end`;
  return sql<number>`(case when ${sql.join(exact, sql` or `)} then 3
      when lower(${title}) like ${startsWith} or lower(${english}) like ${startsWith} then 2 else 0 end)
    + ${titleWords} + word_similarity(${search.text}, ${source.titleWords})
    - ${source.lifecycle ? sql`case when ${inArray(source.lifecycle, [...RETIRED_LIFECYCLES])} then ${sql.raw(String(RETIRED_DEMOTION))} else 0 end` : sql`0`}`;
}

/**
 * One page of a kind's hits, best first, in the visitor's language: the `candidates` of its part
 * of the search statement (kindSearch), each scored once.
 */
function rankedHitsQuery(db: Queryable, kind: SearchKind, search: SearchText, options: HitWindow) {
  const source = SEARCH_SOURCES[kind];
  const title = inLanguage(source.table, source.title.column, source.title.field, options.locale);
  const summary = inLanguage(source.table, source.summary.column, source.summary.field, options.locale);
  const query = db
    .select({
      id: source.table.id,
      title: sql<string>`${title}`.as("title"),
      summary: sql<string | null>`left(${summary}, 240)`.as("summary"),
      href: sql<string>`${source.href}`.as("href"),
      lifecycle: sql<ProductLifecycle | null>`${source.lifecycle ?? sql`null`}`.as("lifecycle"),
      score: sql<number>`${relevance(source, search, title)}`.mapWith(Number).as("score"),
    })
    .from(source.table)
    .$dynamic();
  return (source.join ? query.innerJoin(source.join.table, source.join.on) : query)
    .where(sql`${source.table.id} in (select id from candidates)`)
    .orderBy(sql`score desc`, sql`lower(${title})`, source.table.id)
    .limit(options.limit)
    .offset(options.offset);
}

const asHit =
  (kind: SearchKind) =>
  ({ score: _score, ...hit }: KindAnswer["hits"][number]): SearchHit => ({ ...hit, kind, id: String(hit.id) });

/**
 * The results page: every kind with its count, and a window of the best hits of each kind (or of
 * `hitsFor` only). A kind lists its RANKED_WINDOW best at most; `offset` pages through them.
 */
export async function searchSite(
  db: Queryable,
  raw: string,
  options: { locale: Locale; limit: number; offset?: number; hitsFor?: SearchKind },
): Promise<SearchGroup[]> {
  const offset = options.offset ?? 0;
  const limit = Math.max(0, Math.min(options.limit, RANKED_WINDOW - offset));
  const answers = await runSearch(db, raw, (kind) =>
    limit > 0 && (options.hitsFor ?? kind) === kind ? { locale: options.locale, limit, offset } : null,
  );
  if (answers === null) return SEARCH_KINDS.map((kind) => ({ kind, total: 0, capped: false, hits: [] }));
  return SEARCH_KINDS.map((kind) => {
    const { likeness, total, hits } = answers[kind];
    // Titles resembling the text are counted up to RANKED_WINDOW: there may be more.
    return { kind, total, capped: total >= (likeness ? RANKED_WINDOW : COUNT_CAP), hits: hits.map(asHit(kind)) };
  });
}

/** Suggestions while typing: the best `limit` hits of all kinds together. */
export async function suggest(db: Queryable, raw: string, options: { locale: Locale; limit: number }): Promise<SearchHit[]> {
  const answers = await runSearch(db, raw, () => ({ ...options, offset: 0, window: SUGGESTION_WINDOW }));
  if (answers === null) return [];
  // Best first across kinds; equal scores keep the kinds' order (products first).
  return SEARCH_KINDS.flatMap((kind) => answers[kind].hits.map((hit) => ({ hit, kind })))
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
    .slice(0, options.limit)
    .map(({ hit, kind }) => asHit(kind)(hit));
}
