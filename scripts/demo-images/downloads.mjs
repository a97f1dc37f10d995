// @ts-check
/**
 * Demo download files built byte by byte: single-page PDFs (text plus simple vector drawing)
 * and a ZIP archive (deflate, CRC-32), so the site's download links return real files.
 */
import { deflateRawSync } from "node:zlib";

/**
 * One line of PDF text: position in points, font size, bold or regular, the text.
 * @typedef {[x: number, y: number, size: number, bold: boolean, text: string]} PdfLine
 */

/**
 * The wording of a product datasheet: product name, two intro lines, [label, value] specification rows.
 * @typedef {object} Datasheet
 * @property {string} name
 * @property {[string, string]} intro
 * @property {[label: string, value: string][]} specs
 */

/**
 * Escape text for a PDF literal string (ASCII only).
 * @param {string} value
 */
function pdfString(value) {
  return `(${value.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

/**
 * A valid one-page A4 PDF. `lines` are [x, y, size, bold, text] rows; `drawing` is raw
 * content-stream operators (lines, rectangles) drawn before the text.
 * @param {{ title: string, lines: PdfLine[], drawing?: string }} pdf
 */
export function buildPdf({ title, lines, drawing = "" }) {
  const textOps = lines
    .map(
      ([x, y, size, bold, value]) =>
        `${y >= 782 ? "1 1 1" : "0.043 0.106 0.2"} rg BT /${bold ? "F2" : "F1"} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`,
    )
    .join("\n");
  const header = "0.043 0.106 0.2 rg 0 782 595 60 re f\n0.024 0.714 0.831 rg 0 778 595 4 re f\n";
  const content = `${header}${drawing}\n${textOps}\n`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}endstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${pdfString(title)} /Author (Aurion Biometrics) /Producer (Aurion demo generator) /CreationDate (D:20250601000000Z) >>`,
  ];
  let out = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/**
 * Datasheet wording per demo product (Latin-1 only: the PDF uses WinAnsi fonts).
 * @type {Record<string, Datasheet>}
 */
export const DATASHEETS = {
  "ab-fr700-datasheet.pdf": {
    name: "AB-FR700 Face Recognition Terminal",
    intro: [
      "8-inch binocular face terminal with IR liveness detection, card reader and",
      "Wiegand / RS485 / TCP/IP outputs for door and turnstile control.",
    ],
    specs: [
      ["Face capacity", "50,000 (1:N)"],
      ["Recognition speed", "< 0.2 s"],
      ["Recognition distance", "0.3 - 3 m"],
      ["Display", '8" IPS touch, 800 × 1280'],
      ["Camera", "2 MP binocular (RGB + IR), WDR"],
      ["Card reader", "13.56 MHz MIFARE / DESFire"],
      ["Communication", "TCP/IP, RS485, Wiegand 26/34 in/out, USB"],
      ["Power supply", "12 V DC, 2 A"],
      ["IP rating", "IP65"],
      ["Operating temperature", "-20 °C to 60 °C"],
      ["Dimensions", "260 × 130 × 24 mm"],
    ],
  },
  "ab-f300-datasheet.pdf": {
    name: "AB-F300 Fingerprint Access Terminal",
    intro: [
      "Fingerprint, card and PIN terminal with a 500 DPI optical sensor for offices,",
      "workshops and time attendance; standalone or networked over TCP/IP and RS485.",
    ],
    specs: [
      ["Fingerprint capacity", "3,000 templates"],
      ["Card capacity", "10,000"],
      ["Sensor", "500 DPI optical, live-finger detection"],
      ["Verification speed", "< 0.5 s (1:N)"],
      ["Display", '2.8" TFT colour'],
      ["Card reader", "125 kHz EM (13.56 MHz MIFARE optional)"],
      ["Communication", "TCP/IP, RS485, USB host"],
      ["Power supply", "12 V DC, 1 A"],
      ["Operating temperature", "0 °C to 45 °C"],
      ["Dimensions", "176 × 126 × 38 mm"],
    ],
  },
  "ab-l500-datasheet.pdf": {
    name: "AB-L500 Smart Lever Lock",
    intro: [
      "Fingerprint, card, PIN and Bluetooth lever lock for apartments, hotels and offices,",
      "fitted to 38-80 mm doors with a 5050 or 6068 mortise.",
    ],
    specs: [
      ["Unlock methods", "Fingerprint, card, PIN, app, key"],
      ["Fingerprint capacity", "100"],
      ["Unlock time", "< 1 s"],
      ["Connectivity", "Bluetooth 5.0 LE; Wi-Fi via AB-G10 gateway"],
      ["Power", "4 × AA alkaline, about 12 months"],
      ["Emergency power", "USB-C, 5 V"],
      ["Door thickness", "38 - 80 mm"],
      ["IP rating", "IP54 (outer panel)"],
      ["Operating temperature", "-25 °C to 60 °C"],
    ],
  },
};

/**
 * A one-page product datasheet: intro, zebra-striped specification table, footer.
 * @param {Datasheet} sheet
 */
export function datasheetPdf({ name, intro, specs }) {
  /** @type {PdfLine[]} */
  const rows = specs.flatMap(([k, v], i) => [
    [60, 560 - i * 26, 11, false, k],
    [260, 560 - i * 26, 11, true, v],
  ]);
  const zebra = specs.map((_, i) => (i % 2 ? "" : `0.945 0.961 0.976 rg 50 ${552 - i * 26} 495 24 re f\n`)).join("");
  return buildPdf({
    title: `${name} - Datasheet`,
    drawing: zebra,
    lines: [
      [50, 805, 20, true, name],
      [50, 740, 12, false, "Product datasheet - revision C - June 2025"],
      [50, 700, 11, false, intro[0]],
      [50, 684, 11, false, intro[1]],
      [50, 600, 14, true, "Technical specifications"],
      ...rows,
      [50, 60, 9, false, "Aurion Biometrics - www.aurion-biometrics.com - Specifications subject to change without notice."],
    ],
  });
}

/** Wiring diagram: terminal, controller, lock and exit button as boxes joined by lines. */
export function wiringPdf() {
  /**
   * @param {number} x
   * @param {number} y
   * @param {number} w
   * @param {number} h
   */
  const box = (x, y, w, h) => `0.043 0.106 0.2 RG 1.5 w ${x} ${y} ${w} ${h} re S\n`;
  /**
   * @param {number} x1
   * @param {number} y1
   * @param {number} x2
   * @param {number} y2
   * @param {string} [color] RGB stroke colour operands
   */
  const wire = (x1, y1, x2, y2, color = "0.024 0.714 0.831") => `${color} RG 2 w ${x1} ${y1} m ${x2} ${y2} l S\n`;
  const drawing =
    box(50, 520, 150, 120) +
    box(250, 480, 190, 200) +
    box(480, 590, 80, 60) +
    box(480, 480, 80, 60) +
    box(250, 300, 190, 90) +
    wire(200, 600, 250, 600) +
    wire(200, 570, 250, 570, "0.9 0.5 0.1") +
    wire(440, 620, 480, 620) +
    wire(440, 510, 480, 510) +
    wire(345, 480, 345, 390, "0.85 0.15 0.15");
  return buildPdf({
    title: "Gate Lane and Door - Wiring Diagram",
    drawing,
    lines: [
      [50, 805, 20, true, "Wiring diagram - face terminal, controller, lock"],
      [50, 740, 12, false, "Drawing WD-02 - one gate lane or door per controller channel"],
      [60, 620, 11, true, "AB-FR700"],
      [60, 604, 9, false, "Face terminal"],
      [60, 560, 9, false, "W0/W1  GND  485A/B"],
      [260, 660, 11, true, "AB-C4000 controller"],
      [260, 644, 9, false, "Door 1: Wiegand in, relay out"],
      [260, 628, 9, false, "RS485 to terminal, TCP/IP"],
      [486, 625, 9, true, "Lock"],
      [486, 612, 8, false, "12 V, NC"],
      [486, 515, 9, true, "Exit"],
      [486, 502, 8, false, "button"],
      [260, 360, 11, true, "12 V DC 5 A PSU"],
      [260, 340, 9, false, "Battery backup, fused per door"],
      [50, 240, 10, false, "Blue: data (Wiegand D0/D1, RS485). Orange: 12 V supply. Red: PSU to controller."],
      [50, 222, 10, false, "Keep Wiegand runs under 100 m with 0.5 mm2 shielded cable; ground the shield at the controller."],
      [50, 60, 9, false, "Aurion Biometrics - www.aurion-biometrics.com - For installer reference only."],
    ],
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Uint8Array} buf */
function crc32(buf) {
  let c = 0xffffffff;
  // The index is masked to 0..255, so it is always within the 256-entry table.
  for (const byte of buf) c = /** @type {number} */ (CRC_TABLE[(c ^ byte) & 0xff]) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A ZIP archive of { name: string content } entries, deflated, with a fixed timestamp.
 * @param {Record<string, string>} files
 */
export function buildZip(files) {
  const dosTime = 0,
    dosDate = ((2025 - 1980) << 9) | (6 << 5) | 1;
  const locals = [],
    centrals = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content, "utf8"),
      packed = deflateRawSync(data),
      nameBuf = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, packed);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** SDK placeholder archive. */
export function sdkZip() {
  return buildZip({
    "README.txt": [
      "Aurion Biometrics Device SDK - demo package",
      "",
      "This archive stands in for the integration SDK of the AB-FR700 and AB-F300 terminals.",
      "The full package contains C/C++ headers and libraries for Windows x64 and Linux (x86_64, aarch64),",
      "a C# wrapper, the HTTP/JSON device API reference and sample projects for enrolment, event",
      "subscription and door control.",
      "",
      "Contact support@aurion-biometrics.com for the current release and licence terms.",
      "",
    ].join("\r\n"),
  });
}
