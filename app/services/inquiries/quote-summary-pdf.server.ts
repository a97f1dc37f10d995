/**
 * The PDF summary of a quote inquiry staff download: the company name, the inquiry's date, the
 * customer's details, the item table (product, code, quantity, note) and the message, drawn with
 * pdfkit. One embedded font, DejaVu Sans (fonts/ in the installation folder), covers Latin, Greek, Cyrillic, Arabic and Hebrew; it has no Chinese, Japanese or
 * Korean glyphs (docs/decisions/030-quote-requests.md). Texts stay selectable and searchable.
 */
import { installedFile } from "~/lib/server/install-folder.server";
import type { Inquiry } from "./inquiry.server";
import type { InquiryItem } from "./inquiry-items.server";

export const SUMMARY_FONT_FILE = installedFile("fonts", "DejaVuSans.ttf");

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CELL_PADDING = 4;
/** Product, code, quantity, note: shares of the content width. */
const COLUMNS = [0.34, 0.18, 0.12, 0.36].map((share) => share * CONTENT_WIDTH);
const GRID_COLOUR = "#a1a1aa";
const MUTED_COLOUR = "#52525b";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** "quote-2026-11-22-li-wei.pdf": the date and the customer's name, as far as it is plain ASCII. */
export function summaryFilename(inquiry: Pick<Inquiry, "createdAt" | "name">): string {
  const name = inquiry.name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `quote-${inquiry.createdAt.toISOString().slice(0, 10)}${name ? `-${name}` : ""}.pdf`;
}

export async function renderQuoteSummary(inquiry: Inquiry, items: InquiryItem[], companyName: string): Promise<Buffer> {
  // Loaded on the first summary asked for: 20 MB of memory that serving pages does without.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    font: SUMMARY_FONT_FILE,
    info: { Title: `Quote request from ${inquiry.name}`, Author: companyName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  doc.fontSize(18).text(companyName);
  doc.moveDown(0.2).fontSize(13).text("Quote request");
  doc
    .fontSize(9)
    .fillColor(MUTED_COLOUR)
    .text(`Received ${dateTime.format(inquiry.createdAt)} UTC · Inquiry ${inquiry.id}`);
  doc.fillColor("black").moveDown();

  const details: [string, string | null][] = [
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Phone", inquiry.phone],
    ["Company", inquiry.company],
    ["Country", inquiry.country],
  ];
  doc.fontSize(10);
  for (const [label, value] of details) doc.text(`${label}: ${value ?? "Not provided"}`);
  doc.moveDown();

  drawItemTable(doc, items);

  doc.moveDown().fontSize(12).text("Message", MARGIN);
  doc.fontSize(10).text(inquiry.message ?? "No message provided", { width: CONTENT_WIDTH });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** A grid of rows as tall as their longest cell, continued on a new page (with its heading) when full. */
function drawItemTable(doc: PDFKit.PDFDocument, items: InquiryItem[]): void {
  doc.fontSize(12).text("Products", MARGIN);
  doc.moveDown(0.3).fontSize(9);
  const heading = ["Product", "Code", "Quantity", "Note"];
  const rows = items.map((item) => [item.productName, item.productCode, String(item.quantity), item.note ?? ""]);
  if (rows.length === 0) {
    doc.fontSize(10).text("No products listed");
    return;
  }
  const pageBottom = () => doc.page.height - MARGIN;
  const drawRow = (cells: string[], shaded: boolean) => {
    const height =
      Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]! - 2 * CELL_PADDING }))) + 2 * CELL_PADDING;
    if (doc.y + height > pageBottom()) {
      doc.addPage();
      if (!shaded) drawRow(heading, true);
    }
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = COLUMNS[index]!;
      if (shaded) doc.rect(x, top, width, height).fill("#f4f4f5").fillColor("black");
      doc.rect(x, top, width, height).lineWidth(0.5).stroke(GRID_COLOUR);
      doc.text(cell, x + CELL_PADDING, top + CELL_PADDING, { width: width - 2 * CELL_PADDING, align: index === 2 ? "right" : "left" });
      x += width;
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(heading, true);
  for (const row of rows) drawRow(row, false);
}
