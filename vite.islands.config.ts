/**
 * The browser build of public pages (decision 043): the islands' runtime and, split from it,
 * React with each island's code, loaded when an island wakes. Built after React Router's build
 * (react-router.config.ts) into `<build>/client/assets/islands/`, served with the other hashed
 * assets; the server finds the runtime's file name in this build's manifest.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { InlineConfig } from "vite";

export const ISLANDS_ENTRY = "app/entry.islands.ts";
export const ISLANDS_FOLDER = "assets/islands";

export function islandsBuildConfig(buildDirectory: string): InlineConfig {
  const root = fileURLToPath(new URL(".", import.meta.url));
  return {
    configFile: false,
    root,
    base: `/${ISLANDS_FOLDER}/`,
    logLevel: "warn",
    // public/ is served from React Router's build; this one holds only modules.
    publicDir: false,
    resolve: { alias: { "~": path.join(root, "app") } },
    build: {
      outDir: path.join(buildDirectory, "client", ISLANDS_FOLDER),
      assetsDir: "",
      emptyOutDir: true,
      manifest: true,
      // Every browser that runs module scripts loads modules in parallel without a polyfill.
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: path.join(root, ISLANDS_ENTRY),
        onwarn(warning, warn) {
          // Radix marks its modules "use client" (for React Server Components, which these are not),
          // and zod carries annotations Rollup reads as misplaced: neither is a problem here.
          if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "INVALID_ANNOTATION") return;
          warn(warning);
        },
      },
    },
  };
}
