import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressPieces, joinCompressedPieces } from "./spliced-gzip";

describe("joinCompressedPieces", () => {
  it("makes one gzip stream of the pieces joined by any separator, which any gzip reader accepts", async () => {
    const pieces = [
      Buffer.from('<html><head><script nonce="'.repeat(50)),
      randomBytes(70_000), // incompressible, longer than one stored block
      Buffer.from(""),
      Buffer.from('"></script></head><body>' + "Fingerprint access terminal. ".repeat(2_000)),
    ];
    const compressed = await compressPieces(pieces);
    for (const separator of ["a1b2c3", "another-nonce+/=="]) {
      const expected = Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [Buffer.from(separator), piece])));
      const gzip = joinCompressedPieces(pieces, compressed, Buffer.from(separator));
      // gunzip checks the CRC-32 and the length in the trailer.
      expect(zlib.gunzipSync(gzip).equals(expected)).toBe(true);
    }
  });

  it("compresses: a page of text becomes a fraction of its size", async () => {
    const pieces = [Buffer.from("<p>Face recognition terminal</p>".repeat(3_000)), Buffer.from("<p>Smart lock</p>".repeat(3_000))];
    const gzip = joinCompressedPieces(pieces, await compressPieces(pieces), Buffer.from("nonce"));
    expect(gzip.length).toBeLessThan((pieces[0]!.length + pieces[1]!.length) / 20);
  });
});
