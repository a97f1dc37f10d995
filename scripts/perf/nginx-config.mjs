// @ts-check
/**
 * nginx's main configuration for a run of our own (the bench's static pages, the rolling-restart
 * test's proxy): as the current user, with its pid file, error log and buffers in `folder`.
 */
import fs from "node:fs";
import path from "node:path";

export const NGINX_BINARY = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

const TEMP_FOLDERS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

/**
 * Writes `folder`/nginx.conf with `http` (the inside of its `http` block) and returns its path.
 * @param {{ folder: string, workers: "auto" | number, http: string }} options
 */
export function writeNginxConfig({ folder, workers, http }) {
  for (const temp of TEMP_FOLDERS) fs.mkdirSync(path.join(folder, temp), { recursive: true });
  const config = path.join(folder, "nginx.conf");
  fs.writeFileSync(
    config,
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes ${workers};
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
${TEMP_FOLDERS.map((temp) => `  ${temp}_temp_path ${folder}/${temp};`).join("\n")}
${http}
}
`,
  );
  return config;
}
