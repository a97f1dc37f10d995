import type { Config } from "@react-router/dev/config";
import { islandsBuildConfig } from "./vite.islands.config";

export default {
  ssr: true,
  // BUILD_DIR lets two builds of different checkouts or branches sit side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Public pages load only their islands' code, built apart from React Router's application (decision 043).
  async buildEnd({ reactRouterConfig }) {
    const { build } = await import("vite");
    await build(islandsBuildConfig(reactRouterConfig.buildDirectory));
  },
} satisfies Config;
