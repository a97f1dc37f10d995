/**
 * What a query does when it runs, for the tests that hold a read to its plan. Which index the
 * planner picks depends on the tables' statistics, and PostgreSQL's autovacuum updates them
 * whenever it likes: a test that names an index fails when two plans cost about the same (the
 * catalogue's page read from the newest-first index with a filter instead of the published one).
 * So a plan is measured on known statistics (`VACUUM ANALYZE` of the tables it reads, just
 * before) and run (`EXPLAIN ANALYZE`), and tests assert what matters: how many rows each table
 * gives up and how many rows are sorted, not an index's name.
 */
import { sql, type SQLWrapper } from "drizzle-orm";
import type { Database, Queryable } from "~/db/client.server";

/** One node of `EXPLAIN (ANALYZE, FORMAT JSON)`, the fields these tests read. */
type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
};

/** Nodes that read a table's rows (an index-only scan reads its index instead, still rows of the table). */
const TABLE_READS = new Set(["Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Heap Scan", "Tid Scan", "Tid Range Scan"]);
const SORTS = new Set(["Sort", "Incremental Sort"]);

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const rowsOut = (node: PlanNode) => node["Actual Rows"] * node["Actual Loops"];

export type MeasuredPlan = {
  /** The plan as indented lines (node, table, index, rows), for a failing assertion's message. */
  text: string;
  /** The rows the table's scans looked at: those they returned and those their conditions turned away. */
  rowsRead(table: string): number;
  /** The kinds of scan that read the table ("Seq Scan", "Bitmap Heap Scan"...). */
  scansOf(table: string): string[];
  /** The rows that went into the plan's largest sort: 0 when every order comes from an index. */
  rowsSorted: number;
};

function planLines(node: PlanNode, depth = 0): string[] {
  const on = node["Relation Name"] ? ` on ${node["Relation Name"]}` : "";
  const using = node["Index Name"] ? ` using ${node["Index Name"]}` : "";
  const removed = (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0);
  const line = `${"  ".repeat(depth)}${node["Node Type"]}${on}${using}: ${rowsOut(node)} rows${removed ? `, ${removed} removed` : ""}`;
  return [line, ...(node.Plans ?? []).flatMap((child) => planLines(child, depth + 1))];
}

/** Brings the tables' statistics up to date, as autovacuum eventually would (outside a transaction). */
export async function analyzeTables(db: Database, tables: readonly string[]): Promise<void> {
  await db.execute(sql.raw(`vacuum analyze ${tables.map((table) => `"${table}"`).join(", ")}`));
}

/** Runs `query` under `EXPLAIN ANALYZE` and reads its plan; `analyzeTables` first, outside any transaction. */
export async function measurePlan(db: Queryable, query: SQLWrapper): Promise<MeasuredPlan> {
  const result = (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(result.rows[0]!)[0];
  const [{ Plan: root }] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  const nodes = nodesOf(root);
  const scans = (table: string) => nodes.filter((node) => node["Relation Name"] === table && TABLE_READS.has(node["Node Type"]));
  return {
    text: planLines(root).join("\n"),
    rowsRead: (table) =>
      scans(table).reduce(
        (sum, node) =>
          sum +
          rowsOut(node) +
          ((node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * node["Actual Loops"],
        0,
      ),
    scansOf: (table) => scans(table).map((node) => node["Node Type"]),
    rowsSorted: Math.max(
      0,
      ...nodes.filter((node) => SORTS.has(node["Node Type"])).map((node) => Math.max(...(node.Plans ?? []).map(rowsOut))),
    ),
  };
}
