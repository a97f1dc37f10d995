/**
 * Lingering close for requests answered before their body was read: a refused upload (413), a
 * call without a session (401), a wrong method (405). Once the answer is sent, the rest of the
 * body is read and dropped, within a bound in bytes and in time, before the connection may close:
 * a socket closed with bytes still unread makes the kernel send a reset, and a client still
 * sending its body then loses the answer it was about to read (RFC 9112, section 9.6). Past the
 * bound the connection is cut: a client that keeps sending is not served for free.
 */
import type { NextFunction, Request, Response } from "express";

export type UnreadBodyBounds = {
  /** The most bytes read away after the answer. */
  maxBytes: number;
  /** The longest the rest of a body is waited for after the answer. */
  maxMilliseconds: number;
};

export const UNREAD_BODY_BOUNDS: UnreadBodyBounds = { maxBytes: 64 * 1024 * 1024, maxMilliseconds: 10_000 };

function readAwayRestOfBody(request: Request, { maxBytes, maxMilliseconds }: UnreadBodyBounds): void {
  const { socket } = request;
  // An answer that ends its connection (the client asked for that) has had Node end the socket's
  // sending side and schedule its destruction once sent: the destruction waits for the body.
  const closesAfterAnswer = socket.writableEnded;
  if (closesAfterAnswer) socket.removeListener("finish", socket.destroy);
  const cut = () => socket.destroy();
  const deadline = setTimeout(cut, maxMilliseconds);
  deadline.unref();
  // Whoever read part of the body (the web stream React Router made of it) is done with it.
  request.removeAllListeners("data");
  let read = 0;
  request.on("data", (chunk: Buffer) => {
    read += chunk.byteLength;
    if (read > maxBytes) cut();
  });
  request.once("end", () => {
    clearTimeout(deadline);
    if (closesAfterAnswer) cut();
  });
  request.once("close", () => clearTimeout(deadline));
  request.resume();
}

export function readAwayUnreadBodies(bounds: UnreadBodyBounds = UNREAD_BODY_BOUNDS) {
  return (request: Request, response: Response, next: NextFunction) => {
    response.once("finish", () => {
      if (!request.complete && !request.destroyed) readAwayRestOfBody(request, bounds);
    });
    next();
  };
}
