/**
 * What each public page costs the browser, read from what it actually loads (decision 043): the
 * scripts its HTML names and everything they import in turn, gzipped as the server sends them,
 * before the visitor does anything; and what it has loaded once the visitor has reached for every
 * island on it (each island's module, React with them). And what it does not carry: React
 * Router's application, its loader data, module preloads. The admin area is an application and
 * keeps all of that.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { islandNameOf } from "~/components/islands/island-markup";
import { useSeededSite } from "../../../tests/support/kits/seeded-site";
import { ISLANDS_FOLDER } from "../../../vite.islands.config";

const CLIENT_FOLDER = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const KB = 1024;
/** Script a public page loads before any interaction. */
const BEFORE_INTERACTION_BUDGET = 30 * KB;
/** Script a public page has loaded once every island on it has woken. */
const AFTER_INTERACTION_BUDGET = 120 * KB;
const CSS_BUDGET = 25 * KB;

type ManifestEntry = { file: string; imports?: string[] };
const islandsManifest = JSON.parse(readFileSync(path.join(CLIENT_FOLDER, ISLANDS_FOLDER, ".vite", "manifest.json"), "utf8")) as Record<
  string,
  ManifestEntry
>;

const HYDRATE_MODULE = "app/components/islands/hydrate-island.tsx";
/** An island's module, found by its name among the site's areas (app/components/site/<area>/<name>.island.tsx). */
const islandModule = (name: string) =>
  Object.keys(islandsManifest).find(
    (key) => key.startsWith("app/components/site/") && key.endsWith(".island.tsx") && islandNameOf(key) === name,
  ) ?? `no module for the island ${name}`;

/** A manifest entry and every one it imports in turn, as files below /assets (not what it loads lazily). */
function withImports(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  for (let key = keys.pop(); key !== undefined; key = keys.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = islandsManifest[key];
    if (!entry) throw new Error(`The islands build has no ${key}`);
    files.add(`/${ISLANDS_FOLDER}/${entry.file}`);
    keys.push(...(entry.imports ?? []));
  }
  return files;
}

const keyOfFile = (file: string) =>
  Object.entries(islandsManifest).find(([, entry]) => `/${ISLANDS_FOLDER}/${entry.file}` === file)?.[0] ?? file;

/** The scripts a page loads as it arrives: those its HTML names, with their imports. */
function scriptsBeforeInteraction(html: string): Set<string> {
  const named = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, source]) => source!);
  return withImports(named.map(keyOfFile));
}

/** The islands on a page, by name. */
const islandsOn = (html: string) => [...new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map(([, name]) => name!))];

/** The scripts a page has loaded once every island on it has hydrated. */
function scriptsAfterInteraction(html: string): Set<string> {
  const islands = islandsOn(html);
  const woken = islands.length > 0 ? withImports([HYDRATE_MODULE, ...islands.map(islandModule)]) : [];
  return new Set([...scriptsBeforeInteraction(html), ...woken]);
}

const read = (asset: string) => readFileSync(path.join(CLIENT_FOLDER, asset));
const gzippedSize = (assets: Iterable<string>) => [...assets].reduce((total, asset) => total + gzipSync(read(asset)).length, 0);
/** React's element type, in every build of React that renders. */
const holdsReact = (asset: string) => read(asset).includes("react.transitional.element");
const styleSheets = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.css/g) ?? [])];

const site = useSeededSite();

const PUBLIC_PAGES = [
  "/",
  "/products",
  "/products/ab-fr700-face-recognition-terminal",
  "/compare?products=ab-fr700-face-recognition-terminal",
  "/solutions",
  "/solutions/smart-campus-access-control",
  "/news",
  "/news/aurion-launches-ab-fr700-face-recognition-terminal",
  "/support",
  "/support?product=no-such-product",
  "/about",
  "/contact",
  "/customization",
  "/solutions-software",
  "/where-to-buy",
  "/lifecycle",
  "/certifications",
  "/security",
  "/security/AUR-SA-2026-002",
  "/security/report",
  "/search?q=access",
  "/zh-CN",
  "/ar/products",
  "/de/contact",
];

describe("page weight", () => {
  it.each(PUBLIC_PAGES)("%s loads at most 30 KB of script, and no React, before the visitor does anything", async (page) => {
    const { status, text } = await site.get(page);
    expect(status).toBe(200);
    const scripts = scriptsBeforeInteraction(text);
    expect(scripts.size).toBeGreaterThan(0);
    expect(gzippedSize(scripts)).toBeLessThanOrEqual(BEFORE_INTERACTION_BUDGET);
    expect([...scripts].filter(holdsReact)).toEqual([]);
    expect(gzippedSize(styleSheets(text))).toBeLessThanOrEqual(CSS_BUDGET);
  });

  it.each(PUBLIC_PAGES)("%s has loaded at most 120 KB of script once every island on it has woken", async (page) => {
    const { text } = await site.get(page);
    expect(islandsOn(text).length).toBeGreaterThan(0);
    const scripts = scriptsAfterInteraction(text);
    expect([...scripts].some(holdsReact)).toBe(true);
    expect(gzippedSize(scripts)).toBeLessThanOrEqual(AFTER_INTERACTION_BUDGET);
  });

  it("sends a public page no React Router application, loader data or module preloads; the admin area all of them", async () => {
    for (const page of PUBLIC_PAGES) {
      const { text } = await site.get(page);
      expect(text, page).not.toContain("__reactRouter");
      expect(text, page).not.toContain("modulepreload");
      // Rendered to one string (decision 056): nothing suspended, no fallback left for a script to replace.
      expect(text, page).not.toMatch(/<!--\$[!?]-->|<template/);
    }
    const admin = (await site.get("/admin/login")).text;
    expect(admin).toContain("__reactRouterContext");
    expect(admin).toContain('rel="modulepreload"');
    expect(admin).not.toContain("data-island=");
  });
});
