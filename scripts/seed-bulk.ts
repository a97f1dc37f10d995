/**
 * `npm run seed:bulk -- --products N`: adds N generated products (and news, solutions and
 * resources with their versions and product links, in proportion) to the configured database,
 * for scale tests. On the embedded database the server must be stopped first: the data folder
 * has one owner at a time.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { seedBulkDatabase } from "~/services/staff/database-admin.server";
import { printFirstStartBanner } from "../server/lifecycle/first-start-banner";
import { openRuntimeOrExit } from "../server/runtime";

const { values } = parseArgs({ options: { products: { type: "string", default: "10000" } } });
const productCount = Number(values.products);
if (!Number.isInteger(productCount) || productCount < 1 || productCount > 1_000_000) {
  process.stderr.write(`--products must be a whole number from 1 to 1000000 (got ${JSON.stringify(values.products)})\n`);
  process.exit(1);
}

const { config, runtime } = await openRuntimeOrExit();
try {
  printFirstStartBanner(runtime.bootstrap, config.publicUrl ?? `http://localhost:${config.port}`);
  const started = performance.now();
  const counts = await seedBulkDatabase(runtime.database.db, productCount);
  // Fresh rows of a GIN index wait in its pending list until a vacuum: without this, catalogue
  // searches would scan the whole table until autovacuum came round.
  await runtime.database.db.execute(
    sql`vacuum analyze products, product_search_texts, specification_values, news_articles, solutions, resources, resource_versions, resource_products`,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Added ${counts.products} products, ${counts.news} news articles, ${counts.solutions} solutions and ${counts.resources} resources in ${seconds} s.`,
  );
} finally {
  await runtime.close();
}
