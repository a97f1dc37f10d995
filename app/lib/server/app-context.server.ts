/**
 * What every loader and action receives as `context`: the open database, the configuration
 * and the logger of the running server, and the request's CSP nonce.
 */
import type { Database } from "~/db/client.server";
import type { Config } from "~/lib/server/config.server";
import type { Logger } from "~/lib/server/logger.server";

export type AppContext = {
  db: Database;
  config: Config;
  logger: Logger;
  cspNonce: string;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends AppContext {}
}
