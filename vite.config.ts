import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // Vite does not read tsconfig "paths": the alias is declared here too.
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The production server is part of the server build, so it shares one copy of every module
  // (one database handle) with the routes it serves.
  build: isSsrBuild ? { rollupOptions: { input: "./server/index.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
}));
