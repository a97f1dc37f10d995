/**
 * At most `limit` requests inside React Router at once (`RENDER_CONCURRENCY`), the others waiting
 * their turn, first come first served, one let in per turn of the event loop. A slot is given back
 * as soon as its response starts or its connection closes. Why: docs/performance.md.
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
