/**
 * At most `limit` requests are inside React Router at once; the others wait their turn, first
 * come first served. Pages are rendered on one thread and the embedded database answers one
 * query at a time, so fifty renders at once finish no sooner than fifty in turn: they only hold
 * fifty sets of loader data, React trees and HTML in memory together (about 10 MB each), which
 * took the server past 800 MB under 50 connections. A slot is given back as soon as its
 * response starts (a page is wholly rendered by then, and a download has begun, so a slow
 * download never holds one) or its connection closes.
 *
 * One request is let in a turn of the event loop: otherwise every queued render ran back to
 * back in one turn, while Node takes in one new connection a turn, so that under load a
 * visitor's first request waited seconds behind the requests of connections already open (fifty
 * connections at once: the last accepted after 4 s, for a mean answer of 0.25 s).
 */
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import pLimit from "p-limit";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function renderSlots(limit: number): RequestHandler {
  const inTurn = pLimit(limit);
  let lastStart = Promise.resolve();
  /** The turn after the one the request before started on. */
  const ownTurn = () => (lastStart = lastStart.then(nextTurn));
  return (request, response, next) => {
    void inTurn(async () => {
      await ownTurn();
      await new Promise<void>((started) => {
        onHeaders(response, started);
        response.once("close", started);
        // A request whose client left while it waited is not rendered for nobody.
        if (request.destroyed) started();
        else next();
      });
    });
  };
}
