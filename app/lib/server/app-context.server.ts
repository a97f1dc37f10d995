/**
 * What every loader and action receives as `context`: the open database, the file storage, the
 * configuration and the logger of the running server, the request's CSP nonce and the client's address.
 */
import type { Database } from "~/db/client.server";
import type { Config } from "~/lib/server/config.server";
import type { Logger } from "~/lib/server/logger.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";

export type AppContext = {
  db: Database;
  storage: FileStorage;
  config: Config;
  logger: Logger;
  cspNonce: string;
  /** The client's address: the socket's, or X-Forwarded-For's when TRUST_PROXY says to believe it. */
  clientAddress: string;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends AppContext {}
}
