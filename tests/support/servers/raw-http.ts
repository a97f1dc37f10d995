/**
 * One HTTP/1.1 exchange over a bare socket, read as the server wrote it: the status, every header
 * field in order, and the bytes after the header section, neither de-chunked nor decompressed.
 * fetch hides what a test of HEAD must see: it never reads a body after a HEAD, and it decodes a
 * GET's gzip and chunks.
 */
import net from "node:net";

export type RawResponse = { status: number; headers: [name: string, value: string][]; body: Buffer };

export function rawExchange(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port, host } = new URL(baseUrl);
  const request = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  // The server closes the connection once it has answered: everything after the header section is the body.
  request.push("Connection: close", "", "");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.write(request.join("\r\n")));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const received = Buffer.concat(chunks);
      const headerEnd = received.indexOf("\r\n\r\n");
      const [statusLine, ...fields] = received.subarray(0, headerEnd).toString("latin1").split("\r\n");
      resolve({
        status: Number(statusLine!.split(" ")[1]),
        headers: fields.map((field) => {
          const colon = field.indexOf(":");
          return [field.slice(0, colon).toLowerCase(), field.slice(colon + 1).trim()];
        }),
        body: received.subarray(headerEnd + 4),
      });
    });
  });
}
