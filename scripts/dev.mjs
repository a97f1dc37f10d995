// @ts-check
/** `npm run dev`: the same server, with Vite serving the modules and reloading on change. */
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true } });
const { startServer } = await vite.ssrLoadModule("./server/index.ts");
await startServer({ vite });
