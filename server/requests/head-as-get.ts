/**
 * A HEAD is answered as the GET of the same address whose body is not sent, so that it carries
 * the very status and header fields the GET would (RFC 9110 §9.3.2; decision 044). Everything
 * after this sees a GET: React Router renders the whole page (for a HEAD it rendered nothing and
 * sent the ETag and Content-Length of an empty body), the compression middleware encodes it (it
 * leaves a HEAD alone, so Content-Encoding was missing), the page cache keeps it. Node's response
 * was made for the HEAD and still knows it: it sends the header section, Content-Length as given,
 * and drops whatever body is written. Pages the page cache holds are answered before Express, by
 * its front, the same way for both methods.
 */
import type { RequestHandler } from "express";

export const answerHeadAsGet: RequestHandler = (request, _response, next) => {
  if (request.method === "HEAD") request.method = "GET";
  next();
};
