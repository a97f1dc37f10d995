/**
 * The addresses of the route config (app/routes.ts), for tests that must notice a route added
 * without its documentation or its access check.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

function routePaths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    return [...(entry.path === undefined ? [] : [path]), ...routePaths(entry.children ?? [], path)];
  });
}

/** The API addresses of the route config, or of some of its entries, in OpenAPI's spelling (`:key` becomes `{key}`). */
export function apiRoutePaths(entries = routes as RouteConfigEntry[]): string[] {
  return routePaths(entries)
    .filter((path) => path.startsWith("/api/") && !path.endsWith("*") && path !== "/api/openapi.json")
    .map((path) => path.replace(/:(\w+)/g, "{$1}"));
}

/** The admin screens behind the sign-in (those of the admin layout), without its not-found addresses. */
export function adminScreenPaths(): string[] {
  const layout = (routes as RouteConfigEntry[]).find((entry) => entry.file === "routes/admin/layout.tsx");
  return routePaths((layout?.children ?? []).filter((entry) => entry.file !== "routes/admin/not-found.tsx"));
}

const siteLayoutChildren = () => (routes as RouteConfigEntry[]).find((entry) => entry.path === ":lang?")?.children ?? [];

/** The public pages' addresses in English (those of the `:lang?` layout), with the layout's catch-all. */
export function publicPagePaths(): string[] {
  return routePaths(siteLayoutChildren());
}

/**
 * The public pages as patterns ("/", "/products/:slug"): the `:lang?` layout's routes that render a
 * page (a `.tsx` module; feeds and suggestions are resource routes), without the catch-all.
 */
export function publicPagePatterns(): string[] {
  return siteLayoutChildren()
    .filter((entry) => entry.file.endsWith(".tsx") && entry.path !== "*")
    .map((entry) => `/${entry.path ?? ""}`);
}
