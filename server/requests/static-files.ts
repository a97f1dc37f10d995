/**
 * The files at the top of the browser build besides `/assets` (the favicon, the demo pictures),
 * cached for an hour. Only addresses whose first segment is one of the build's own top-level
 * entries go to the disk: handing every page address to express.static would cost each request,
 * cached pages included, a failed `stat`.
 */
import { existsSync, readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

export function topLevelStaticFiles(clientBuildFolder: string): RequestHandler {
  const entries = new Set(existsSync(clientBuildFolder) ? readdirSync(clientBuildFolder) : []);
  const serveFile = express.static(clientBuildFolder, { maxAge: "1h", index: false });
  return (request, response, next) => (entries.has(request.path.split("/")[1]!) ? serveFile(request, response, next) : next());
}
