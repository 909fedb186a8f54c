import type { TWaveDetail } from "@wms/contracts";
import { code128Modules, containsCjk, drawBars, mm, openPdf } from "../../kernel/documents/pdf-labels.ts";

/**
 * The pick list of a wave on A4: the wave code as Code128 (scanned when picking is confirmed), then one
 * row per SKU and location in walk order with the quantity to pick and an empty box for the count.
 * Names with Chinese characters need a CJK font (see kernel/documents/pdf-labels.ts); without one the caller
 * loads the wave in English and a name that is only Chinese is left blank.
 */

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
  const { doc, font, done } = openPdf(
    { size: "A4", margin: mm(12), compress: true },
    `Pick list ${wave.code}`,
  );
  const left = mm(12);
  const bottom = doc.page.height - mm(12);

  // Header: barcode of the wave code, then the wave's facts.
  drawBars(doc, code128Modules(wave.code), { x: left, top: mm(12), moduleWidth: mm(0.33), height: mm(12) });
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
