/**
 * The site search (docs/decisions/027-site-search.md): products, solutions, news, case studies and
 * downloads matching a visitor's text, best first, in the visitor's language where translated.
 *
 * Each kind is searched in two ways, each through an index of migration 0012 and each stopped
 * after a bounded number of rows, so no search reads every row however large the catalogue:
 * - words: every word of the text, or a word beginning with it, in any field and any language
 *   (full-text, 'simple' configuration);
 * - typing mistakes: titles whose words resemble the text (trigram word similarity, pg_trgm's
 *   threshold 0.6), so "fingerprnt" finds fingerprint readers.
 * The union of both is ranked: an exact title first, then titles starting with the text, titles
 * holding its words, and the closer the title the higher; a match only in the body comes last.
 */
import { asc, count, desc, sql, type SQL } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import type { Locale } from "~/lib/i18n/locales";
import { RANKED_WINDOW, SEARCH_KINDS, searchWords, type SearchGroup, type SearchHit, type SearchKind } from "~/lib/site-search";
import { escapeLikePattern, isStorableText } from "../entity-rows.server";
import { throughIndexes } from "../through-indexes.server";
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
  /** `word:* & word:*`: each word, or a word beginning with it; null when the text has no word. */
  words: string | null;
  /** Whether to look for titles resembling the text (it has trigrams the index can use). */
  fuzzy: boolean;
};

/**
 * Reads the text: its words become a prefix query (they hold letters and digits only, so no
 * operator of the query syntax), and the database says whether it yields any trigram (with the
 * C locale PostgreSQL makes none of non-Latin letters, and a search without one would scan the
 * whole trigram index).
 */
export async function prepareSearchText(db: Queryable, raw: string): Promise<SearchText | null> {
  const text = raw.trim();
  if (text === "" || !isStorableText(text)) return null;
  const words = searchWords(text);
  if (words.length === 0) return null;
  let fuzzy = false;
  if (text.length >= MIN_FUZZY_LENGTH) {
    const { rows } = (await db.execute(sql`select cardinality(show_trgm(${text})) > 0 as fuzzy`)) as unknown as {
      rows: { fuzzy: boolean }[];
    };
    const [row] = rows;
    fuzzy = row?.fuzzy === true;
  }
  return { text, words: words.map((word) => `${word}:*`).join(" & "), fuzzy };
}

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

/** How many of a kind's rows meet any of `conditions`: each counted up to `limits[i]` (a test EXPLAINs it). */
export function countMatchesQuery(db: Queryable, kind: SearchKind, conditions: SQL[], limits: number[]) {
  const source = SEARCH_SOURCES[kind];
  const [first, second] = conditions.map((condition, index) => idsWhere(db, source, condition, limits[index]!));
  const matches = second ? union(first!, second) : first!;
  return db.select({ total: count() }).from(matches.as("matches"));
}

async function countMatches(...args: Parameters<typeof countMatchesQuery>): Promise<number> {
  const [row] = await countMatchesQuery(...args);
  return row?.total ?? 0;
}

type KindMatches<Listed> = { total: number; capped: boolean; listed: Listed };

/**
 * A kind's matches: how many, and what `list` reads of them given the conditions that match.
 * By words first; when they find few, by words or title likeness.
 */
async function matchKind<Listed>(
  db: Queryable,
  kind: SearchKind,
  search: SearchText,
  list: (db: Queryable, conditions: SQL[], total: number) => Promise<Listed>,
): Promise<KindMatches<Listed>> {
  const source = SEARCH_SOURCES[kind];
  const words = search.words === null ? null : byWords(source, search.words);
  const byWordsTotal = words ? await countMatches(db, kind, [words], [COUNT_CAP]) : 0;
  if (!search.fuzzy || byWordsTotal >= FEW_WORD_MATCHES) {
    const listed = await list(db, words ? [words] : [], byWordsTotal);
    return { total: byWordsTotal, capped: byWordsTotal >= COUNT_CAP, listed };
  }
  const conditions = words ? [words, byLikeness(source, search.text)] : [byLikeness(source, search.text)];
  return throughIndexes(db, async (tx) => {
    const total = await countMatches(tx, kind, conditions, words ? [COUNT_CAP, RANKED_WINDOW] : [RANKED_WINDOW]);
    // Titles resembling the text are counted up to RANKED_WINDOW: there may be more.
    return { total, capped: total >= RANKED_WINDOW, listed: await list(tx, conditions, total) };
  });
}

/** Best first: exact title (or code), title starting with the text, title holding its words, then title likeness. */
function relevance(source: SearchSource, search: SearchText, title: SQL<string>): SQL<number> {
  const text = sql`lower(${search.text})`;
  const startsWith = sql`lower(${escapeLikePattern(search.text)}) || '%'`;
  const english = source.title.column;
  const exact = [title, english, ...source.exactAlso].map((column) => sql`lower(${column}) = ${text}`);
  const titleWords =
    search.words === null
      ? sql`0`
      : sql`case when to_tsvector('simple', ${source.titleWords}) @@ ${toWordQuery(search.words)} then 1 else 0 end`;
  return sql<number>`(case when ${sql.join(exact, sql` or `)} then 3
      when lower(${title}) like ${startsWith} or lower(${english}) like ${startsWith} then 2 else 0 end)
    + ${titleWords} + word_similarity(${search.text}, ${source.titleWords})`;
}

/**
 * One page of a kind's hits, best first, in the visitor's language, as a query (a test EXPLAINs
 * it). Each way of matching contributes its first RANKED_WINDOW rows, scored as they are read;
 * the page is cut from their union in order of score.
 */
export function rankedHitsQuery(
  db: Queryable,
  kind: SearchKind,
  search: SearchText,
  conditions: SQL[],
  options: { locale: Locale; limit: number; offset: number; window?: number },
) {
  const source = SEARCH_SOURCES[kind];
  const title = inLanguage(source.table, source.title.column, source.title.field, options.locale);
  const summary = inLanguage(source.table, source.summary.column, source.summary.field, options.locale);
  const scored = (condition: SQL) => {
    const query = db
      .select({
        id: source.table.id,
        title: sql<string>`${title}`.as("title"),
        summary: sql<string | null>`left(${summary}, 240)`.as("summary"),
        href: sql<string>`${source.href}`.as("href"),
        score: sql<number>`${relevance(source, search, title)}`.mapWith(Number).as("score"),
      })
      .from(source.table)
      .$dynamic();
    return (source.join ? query.innerJoin(source.join.table, source.join.on) : query)
      .where(visibleAnd(source, condition))
      .limit(options.window ?? RANKED_WINDOW);
  };
  const [first, second] = conditions.map(scored);
  const hits = (second ? union(first!, second) : first!).as("hits");
  return db
    .select()
    .from(hits)
    .orderBy(desc(hits.score), asc(sql`lower(${hits.title})`), asc(hits.id))
    .limit(options.limit)
    .offset(options.offset);
}

async function rankedHits(...args: Parameters<typeof rankedHitsQuery>): Promise<(SearchHit & { score: number })[]> {
  if (args[3].length === 0) return [];
  const rows = await rankedHitsQuery(...args);
  return rows.map((row) => ({ ...row, kind: args[1], id: String(row.id) }));
}

const withoutScore = ({ score: _score, ...hit }: SearchHit & { score: number }): SearchHit => hit;

/**
 * The results page: every kind with its count, and a window of the best hits of each kind (or of
 * `hitsFor` only). A kind lists its RANKED_WINDOW best at most; `offset` pages through them.
 */
export async function searchSite(
  db: Queryable,
  raw: string,
  options: { locale: Locale; limit: number; offset?: number; hitsFor?: SearchKind },
): Promise<SearchGroup[]> {
  const search = await prepareSearchText(db, raw);
  if (search === null) return SEARCH_KINDS.map((kind) => ({ kind, total: 0, capped: false, hits: [] }));
  const offset = options.offset ?? 0;
  const limit = Math.max(0, Math.min(options.limit, RANKED_WINDOW - offset));
  return Promise.all(
    SEARCH_KINDS.map(async (kind) => {
      const listed = limit > 0 && (options.hitsFor ?? kind) === kind;
      const {
        total,
        capped,
        listed: hits,
      } = await matchKind(db, kind, search, (reader, conditions, found) =>
        listed && found > 0 ? rankedHits(reader, kind, search, conditions, { locale: options.locale, limit, offset }) : Promise.resolve([]),
      );
      return { kind, total, capped, hits: hits.map(withoutScore) };
    }),
  );
}

/** Suggestions while typing: the best `limit` hits of all kinds together. */
export async function suggest(db: Queryable, raw: string, options: { locale: Locale; limit: number }): Promise<SearchHit[]> {
  const search = await prepareSearchText(db, raw);
  if (search === null) return [];
  const perKind = await Promise.all(
    SEARCH_KINDS.map(async (kind) => {
      const { listed } = await matchKind(db, kind, search, (reader, conditions) =>
        rankedHits(reader, kind, search, conditions, {
          locale: options.locale,
          limit: options.limit,
          offset: 0,
          window: SUGGESTION_WINDOW,
        }),
      );
      return listed;
    }),
  );
  // Best first across kinds; equal scores keep the kinds' order (products first).
  return perKind
    .flat()
    .map((hit, order) => ({ hit, order }))
    .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
    .slice(0, options.limit)
    .map(({ hit }) => withoutScore(hit));
}
