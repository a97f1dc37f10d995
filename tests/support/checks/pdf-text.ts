/**
 * The text of a PDF written by pdfkit with one embedded font: every stream inflated, the
 * font's ToUnicode map read, and each text-showing operator's glyph codes turned back into
 * characters, one line per operator. Enough to check what a summary says, not a general reader.
 */
import { inflateSync } from "node:zlib";

/** Each stream's bytes, by the `/Length` of its dictionary (pdfkit writes it directly), inflated when compressed. */
function streamsOf(pdf: Buffer): string[] {
  const source = pdf.toString("latin1");
  return [...source.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(match[1]));
    return (/\/FlateDecode/.test(match[0]) ? inflateSync(raw) : raw).toString("latin1");
  });
}

/** A ToUnicode target: UTF-16BE code units, several for a ligature ("<0066 0069>" is "fi"). */
const hexToText = (hex: string) => Buffer.from(hex.replace(/\s+/g, ""), "hex").swap16().toString("utf16le");

/** Glyph code to text, from the `bfrange` entries with destination arrays that pdfkit writes. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, from, to, targets] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const first = Number.parseInt(from!, 16);
    const texts = [...targets!.matchAll(/<([0-9a-f\s]+)>/gi)].map((target) => hexToText(target[1]!));
    for (let code = first; code <= Number.parseInt(to!, 16); code++) map.set(code, texts[code - first] ?? "");
  }
  return map;
}

export function pdfText(pdf: Buffer): string {
  const streams = streamsOf(pdf);
  const cmap = streams.find((stream) => stream.includes("beginbfrange"));
  if (!cmap) throw new Error("The PDF has no ToUnicode map");
  const map = toUnicodeMap(cmap);
  const lines: string[] = [];
  for (const content of streams.filter((stream) => / T[Jj]\b/.test(stream))) {
    for (const [, shown] of content.matchAll(/(\[[^\]]*\]|<[0-9a-f]*>)\s*T[Jj]/gi)) {
      const codes = [...shown!.matchAll(/<([0-9a-f]*)>/gi)].flatMap((hex) => hex[1]!.match(/.{4}/g) ?? []);
      lines.push(codes.map((code) => map.get(Number.parseInt(code, 16)) ?? "\uFFFD").join(""));
    }
  }
  return lines.join("\n");
}
