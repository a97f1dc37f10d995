/**
 * A client that keeps sending a request body while the server answers: for the calls that refuse
 * a body unread (server/lifecycle/unread-bodies.ts), whose answer a connection reset would otherwise lose.
 */
import http from "node:http";

export type Outcome = { status?: number; error?: string };
export type Posting = { answer: Promise<Outcome>; closed: Promise<{ sentWholeBody: boolean }> };

/**
 * Posts `size` bytes to `url` in 64 KiB writes, or only `stopAfter` of them (never ending the body). The
 * answer is the status read, or the error that came instead (a reset: the answer was lost).
 */
export function postBody(
  url: string,
  size: number,
  { stopAfter = size, agent = http.globalAgent as http.Agent | false, headers = {} as Record<string, string> } = {},
): Posting {
  let sentWholeBody = false;
  const request = http.request(url, {
    method: "POST",
    agent,
    headers: { "content-type": "application/octet-stream", ...headers, "content-length": size },
  });
  request.on("finish", () => (sentWholeBody = true));
  const answer = new Promise<Outcome>((resolve) => {
    request.on("response", (response) => response.resume().on("end", () => resolve({ status: response.statusCode })));
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
  });
  const closed = new Promise<{ sentWholeBody: boolean }>((resolve) =>
    request.on("socket", (socket) => socket.on("close", () => resolve({ sentWholeBody }))),
  );
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  const write = () => {
    while (sent < stopAfter) {
      const length = Math.min(chunk.length, stopAfter - sent);
      sent += length;
      if (!request.write(chunk.subarray(0, length))) return void request.once("drain", write);
    }
    if (sent === size) request.end();
  };
  write();
  return { answer, closed };
}
