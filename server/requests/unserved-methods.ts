/**
 * Methods the site does not serve answer 405 with `Allow` naming those it does, whichever address
 * they ask for. Three ways in: a method Node parses (TRACE, PROPFIND, PATCH...) reaches the
 * application, where `refuseUnservedMethods` answers it before anything else (TRACE used to reach
 * React Router, whose `Request` refuses it: a 500); CONNECT never reaches it, Node hands it to the
 * server's "connect" event; a token Node's parser does not know (FOO) is a client error of the
 * connection. `answerUnservedMethodsOn` answers those two on the socket.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { sendRefusal } from "./refusal";

/** What some address of the site answers; each address says which of them it takes. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"];
const ALLOW = SERVED_METHODS.join(", ");
const MESSAGE = `Method not allowed; use ${SERVED_METHODS.join(", ")}`;

export function refuseUnservedMethods(request: Request, response: Response, next: NextFunction) {
  if (SERVED_METHODS.includes(request.method)) {
    next();
    return;
  }
  response.setHeader("Allow", ALLOW);
  sendRefusal(request, response, 405, MESSAGE);
}

const rawAnswer = (status: string, headers: string[] = []) =>
  [`HTTP/1.1 ${status}`, ...headers, "Connection: close", "Content-Length: 0", "", ""].join("\r\n");

const METHOD_NOT_ALLOWED = rawAnswer("405 Method Not Allowed", [`Allow: ${ALLOW}`]);

/** What Node itself answers a connection whose request it could not read (its answers when no listener is set). */
const CLIENT_ERROR_ANSWERS: Record<string, string> = {
  HPE_INVALID_METHOD: METHOD_NOT_ALLOWED,
  HPE_HEADER_OVERFLOW: rawAnswer("431 Request Header Fields Too Large"),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: rawAnswer("413 Payload Too Large"),
  ERR_HTTP_REQUEST_TIMEOUT: rawAnswer("408 Request Timeout"),
};
const BAD_REQUEST = rawAnswer("400 Bad Request");

export function answerUnservedMethodsOn(server: Server): Server {
  server.on("connect", (_request: IncomingMessage, socket: Duplex) => {
    socket.end(METHOD_NOT_ALLOWED);
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => {
    if (socket.writable && socket.bytesWritten === 0) socket.write(CLIENT_ERROR_ANSWERS[error.code ?? ""] ?? BAD_REQUEST);
    socket.destroy(error);
  });
  return server;
}
