import type { TWaveDetail } from "@wms/contracts";
import PDFDocument from "pdfkit";
import { cjkFontOf, code128Modules, containsCjk } from "../../kernel/documents/pdf-labels.ts";

/**
 * The pick list of a wave on A4: the wave code as Code128 (scanned when picking is confirmed), then one
 * row per SKU and location in walk order with the quantity to pick and an empty box for the count.
 * Names with Chinese characters need a CJK font (see kernel/documents/pdf-labels.ts); without one the caller
 * loads the wave in English and a name that is only Chinese is left blank.
 */

const mm = (v: number) => (v * 72) / 25.4;
const columns = [
  { key: "no", title: "#", width: 8 },
  { key: "location", title: "Location", width: 30 },
  { key: "sku", title: "SKU", width: 38 },
  { key: "name", title: "Name", width: 56 },
  { key: "batch", title: "Batch", width: 24 },
  { key: "qty", title: "Qty", width: 14 },
  { key: "picked", title: "Picked", width: 14 },
] as const;

export async function renderPickList(wave: TWaveDetail): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: mm(12), compress: true });
  doc.info.Title = `Pick list ${wave.code}`;
  const font = cjkFontOf();
  if (font) doc.registerFont("cjk", font.data, font.family as string);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = mm(12);
  const bottom = doc.page.height - mm(12);

  // Header: barcode of the wave code, then the wave's facts.
  const modules = code128Modules(wave.code);
  let x = left;
  const moduleWidth = mm(0.33);
  modules.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, mm(12), w * moduleWidth, mm(12)).fill("#000000");
    x += w * moduleWidth;
  });
  doc.fillColor("#000000").font("Helvetica-Bold").fontSize(14).text(`Pick list ${wave.code}`, left, mm(26));
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(
      `Warehouse ${wave.warehouse_code}   Strategy ${wave.strategy_kind}   Orders ${wave.order_count}   ` +
        `Lines ${wave.lines.length}   Units ${wave.lines.reduce((n, l) => n + l.required, 0)}`,
    );
  let y = doc.y + mm(4);

  const row = (cells: Record<string, string>, bold: boolean) => {
    if (y + mm(7) > bottom) {
      doc.addPage();
      y = mm(12);
    }
    let cx = left;
    for (const c of columns) {
      const text = cells[c.key] ?? "";
      const face = containsCjk(text) ? (font ? "cjk" : null) : bold ? "Helvetica-Bold" : "Helvetica";
      if (face) {
        doc
          .font(face)
          .fontSize(9)
          .text(text, cx + mm(1), y + mm(1.5), {
            width: mm(c.width) - mm(2),
            lineBreak: false,
            ellipsis: true,
          });
      }
      doc.rect(cx, y, mm(c.width), mm(7)).stroke();
      cx += mm(c.width);
    }
    y += mm(7);
  };
  row(Object.fromEntries(columns.map((c) => [c.key, c.title])), true);
  wave.lines.forEach((l, i) => {
    row(
      {
        no: String(i + 1),
        location: l.location_code,
        sku: l.sku,
        name: l.name,
        batch: l.batches,
        qty: String(l.required),
        picked: l.picked === null ? "" : String(l.picked),
      },
      false,
    );
  });
  doc.end();
  return done;
}
