/**
 * Vitest global setup of the "postgres" project: one cluster for the run, with a migrated
 * template database from which each test file copies its own database.
 */
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgresDatabase } from "~/db/client.server";
import { startPostgresCluster } from "./postgres-cluster";

export const TEMPLATE_DATABASE = "app_template";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = openPostgresDatabase(cluster.url.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`), 1);
  await template.migrate();
  await template.close();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
