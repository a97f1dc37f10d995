import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type BuildEnvironmentOptions } from "vite";
import { minifiedSource } from "./vite.minified-source";

/**
 * React Router's packages name no "production" export condition, so Node and Vite load its
 * development build (warnings on) wherever they resolve "react-router". A build takes its
 * production one instead, both entries of it (the browser's `react-router/dom` imports its own
 * build's modules: aliasing one entry alone would give the admin application two copies, each
 * with its own contexts), and bundles it into the server with the two server packages that
 * import it, so that the server holds a single copy too.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const REACT_ROUTER_PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
];
const REACT_ROUTER_SERVER_PACKAGES = ["react-router", "@react-router/node", "@react-router/express"];

/**
 * Build warnings nobody can act on: an API resource route has no browser code, so its chunk is
 * empty by design; zod's sources carry comments Rollup cannot place. Everything else is shown.
 */
const onwarn: NonNullable<NonNullable<BuildEnvironmentOptions["rollupOptions"]>["onwarn"]> = (warning, warn) => {
  if (warning.code === "EMPTY_BUNDLE") return;
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/")) return;
  warn(warning);
};

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      // Vite does not read tsconfig "paths": the alias is declared here too.
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      ...(command === "build" ? REACT_ROUTER_PRODUCTION_ALIASES : []),
    ],
  },
  // The production server is part of the server build, so it shares one copy of every module
  // (one database handle) with the routes it serves.
  build: { rollupOptions: isSsrBuild ? { input: "./server/index.ts", onwarn } : { onwarn } },
  // Icon and primitive libraries are bundled into the server too, so that it holds only the
  // icons and primitives the site uses: loaded whole from node_modules, lucide's 1,600 icons and
  // every Radix primitive cost the server 50 MB of memory.
  ssr: {
    noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//, ...(command === "build" ? REACT_ROUTER_SERVER_PACKAGES : [])],
  },
  // In development Vite finds the browser's dependencies from the entries it is told of: React
  // Router's own, and the islands' runtime (decision 043), whose modules it would otherwise find
  // only when they are first loaded, and make the page reload to optimise them.
  optimizeDeps: { entries: ["app/entry.islands.ts", "app/components/site/**/*.island.tsx"] },
  plugins: [tailwindcss(), reactRouter(), minifiedSource()],
}));
