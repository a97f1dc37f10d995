// @ts-check
/** Starts the production server from the existing build (see start.mjs for the one-command start). */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// BUILD_DIR is relative to the working directory; the default, build/ of this installation, is not.
const BUILD_FOLDER = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : fileURLToPath(new URL("../build", import.meta.url));
const SERVER_BUILD = path.join(BUILD_FOLDER, "server/index.js");

if (!fs.existsSync(SERVER_BUILD)) {
  console.error(`There is no build at ${SERVER_BUILD}: run "npm run build" first, or "npm start", which builds.`);
  process.exit(1);
}
process.env.NODE_ENV ??= "production";
const { startServer } = await import(path.resolve(SERVER_BUILD));
await startServer({ clientBuildFolder: path.resolve(BUILD_FOLDER, "client") });
