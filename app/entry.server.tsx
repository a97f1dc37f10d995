import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerRouter, UNSAFE_ErrorResponseImpl, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { isAdminPath } from "~/lib/admin-area";
import { CspNonceContext } from "~/lib/csp-nonce";
import { catalogFor } from "~/lib/i18n/catalogs.server";
import { keepCatalogsOnServer } from "~/lib/i18n/page-catalog";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/lib/server/database-errors.server";

export const streamTimeout = 5_000;

keepCatalogsOnServer(catalogFor);

const utf8 = new TextEncoder();

const isAdminPage = (request: Request) => isAdminPath(new URL(request.url).pathname);

/** Collects what React writes, in memory: `done` gets the whole document once it has ended. */
function documentCollector(done: (body: Uint8Array<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      // A new buffer of its own (never a shared one), as a Response body must be.
      done(Buffer.concat(chunks) as Uint8Array<ArrayBuffer>);
      callback();
    },
  });
}

/** Requests a loader or action of which could not reach the database (seen by handleError, before React Router hides the error). */
const databaseOutages = new WeakSet<Request>();

/**
 * A page whose loader could not reach the database is a 503 to be tried again (the page cache
 * serves its kept copy instead where it has one): its errors become 503 error responses, which
 * the error boundaries show as such.
 */
function answerDatabaseOutage(request: Request, { staticHandlerContext: { errors } }: EntryContext, headers: Headers): boolean {
  if (!databaseOutages.has(request) || !errors) return false;
  for (const route of Object.keys(errors)) errors[route] = new UNSAFE_ErrorResponseImpl(503, "Service Unavailable", null);
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return true;
}

/**
 * Renders the whole document before the first byte is sent, for every visitor: public pages
 * are read by search engines and shared as links, and the loaders hold all their data. It goes
 * out as one body: a stream of React's many small writes would cost each page more than it saves.
 *
 * A public page is HTML and its islands (decision 043): React Router's browser application is
 * not sent to it, and neither is its loader data, which React Router would otherwise stream
 * into the page for that application to read. It has no Suspense boundary, so React renders it
 * to one string at once (decision 056); the admin application's pages keep React's stream,
 * which waits for what they suspend on.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const status = answerDatabaseOutage(request, routerContext, responseHeaders) ? 503 : responseStatusCode;
  const document = (
    <CspNonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </CspNonceContext.Provider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (isAdminPage(request)) return renderAdminDocument(document, { request, status, responseHeaders, loadContext });
  void routerContext.serverHandoffStream?.cancel();
  routerContext.serverHandoffStream = undefined;
  // Encoded here in one native pass (a string body would first be checked character by character).
  // An error thrown while rendering reaches handleError, and React Router renders the page again
  // with the error in its boundary.
  return new Response(utf8.encode(`<!DOCTYPE html>${renderToString(document)}`), { headers: responseHeaders, status });
}

type DocumentRequest = { request: Request; status: number; responseHeaders: Headers; loadContext: AppLoadContext };

/** The admin application's document: rendered whole, then sent as one body. */
function renderAdminDocument(document: React.ReactElement, { request, status, responseHeaders, loadContext }: DocumentRequest) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: loadContext.cspNonce,
      // Never split a finished boundary out into a segment that only a script reveals.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(documentCollector((body) => resolve(new Response(body, { headers: responseHeaders, status }))));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        loadContext.logger.error({ err: error, url: request.url }, "render failed");
      },
    });
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    databaseOutages.add(request);
    context.logger.warn({ err: error, url: request.url }, "request failed: the database cannot be reached");
    return;
  }
  context.logger.error({ err: error, url: request.url }, "request failed");
};
