/**
 * Reading a message the SMTP sink received: its decoded subject and its plain-text and HTML
 * bodies, whatever transfer encoding (quoted-printable, base64, 7bit) and encoded words
 * (RFC 2047) nodemailer chose for them, with line ends as \n.
 */
import type { ReceivedMail } from "../servers/smtp-sink";

export type MailParts = { to: string[]; subject: string; text: string | null; html: string | null };

function decodeQuotedPrintable(body: string): Buffer {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1");
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body).toString("utf8");
    default:
      return body;
  }
}

/** "=?UTF-8?Q?...?=" and "=?UTF-8?B?...?=" words, adjacent ones joined (RFC 2047 §6.2). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const end = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, end).replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.slice(end).replace(/^\r?\n\r?\n/, "") };
}

export function mailParts(mail: ReceivedMail): MailParts {
  const { headers, body } = splitHeaders(mail.raw);
  const parts: MailParts = { to: mail.to, subject: decodeHeader(headers.get("subject") ?? ""), text: null, html: null };
  const read = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get("content-type") ?? "text/plain";
    const decoded = decodeBody(partBody, partHeaders.get("content-transfer-encoding")).replace(/\r\n/g, "\n");
    if (type.startsWith("text/plain")) parts.text = decoded;
    if (type.startsWith("text/html")) parts.html = decoded;
  };
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
  if (!boundary) {
    read(headers, body);
    return parts;
  }
  for (const section of body.split(`--${boundary}`).slice(1, -1)) {
    const part = splitHeaders(section.replace(/^\r?\n/, ""));
    read(part.headers, part.body.replace(/\r?\n$/, ""));
  }
  return parts;
}
