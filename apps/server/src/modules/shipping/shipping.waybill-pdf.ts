import { code128Modules, containsCjk, drawBars, mm, openPdf } from "../../kernel/documents/pdf-labels.ts";

/** What one 100 x 150 mm waybill label shows. */
export type TWaybillLabel = {
  trackingNumber: string;
  channel: string;
  orderCode: string;
  boxNumber: string;
  /** The parcel's weight ("0.250 kg", "0.250 kg (expected)" before it is weighed), "" when unknown. */
  weight: string;
  sender: string[];
  consignee: string[];
  items: string[];
};

const width = mm(100);
const height = mm(150);
const margin = mm(4);

/**
 * One page per waybill: channel, Code128 of the tracking number (vector bars, the only filled shapes on
 * the page so scanners and the test decoder find them), order, box and weight, then sender, consignee and items. Separators are
 * stroked lines. Chinese text needs the CJK font of kernel/documents/pdf-labels.ts; without it such lines are left out.
 */
export async function renderWaybills(labels: TWaybillLabel[]): Promise<Buffer> {
  const { doc, font, done } = openPdf(
    { size: [width, height], margin: 0, autoFirstPage: false, compress: true },
    "Waybills",
  );
  const usable = width - 2 * margin;
  const shown = (lines: string[]) => lines.filter((l) => l !== "" && (font || !containsCjk(l)));
  const write = (text: string, y: number, size: number, bold = false) => {
    doc
      .font(containsCjk(text) && font ? "cjk" : bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(size)
      .fillColor("#000000")
      .text(text, margin, y, { width: usable, lineBreak: false, ellipsis: true, height: size * 1.4 });
    return y + size * 1.35;
  };
  const rule = (y: number) => {
    doc
      .moveTo(margin, y)
      .lineTo(width - margin, y)
      .lineWidth(0.8)
      .strokeColor("#000000")
      .stroke();
    return y + mm(1.5);
  };

  for (const label of labels) {
    doc.addPage({ size: [width, height], margin: 0 });
    let y = write(label.channel, margin, 12, true);
    y = rule(y + mm(1));
    const modules = code128Modules(label.trackingNumber);
    const total = modules.reduce((a, b) => a + b, 0) + 20;
    const moduleWidth = Math.min(usable / total, mm(0.6));
    const barHeight = mm(22);
    drawBars(doc, modules, {
      x: (width - moduleWidth * (total - 20)) / 2,
      top: y,
      moduleWidth,
      height: barHeight,
    });
    y += barHeight + mm(1);
    doc.font("Helvetica-Bold").fontSize(12).fillColor("#000000");
    doc.text(label.trackingNumber, margin, y, { width: usable, align: "center", lineBreak: false });
    y = rule(y + mm(6));
    y = write(`Order ${label.orderCode}${label.boxNumber ? `   Box ${label.boxNumber}` : ""}`, y, 9, true);
    if (label.weight) y = write(`Weight ${label.weight}`, y, 9, true);
    y = rule(y + mm(1));
    y = write("FROM", y, 7, true);
    for (const line of shown(label.sender)) y = write(line, y, 8);
    y = rule(y + mm(1));
    y = write("TO", y, 7, true);
    for (const [i, line] of shown(label.consignee).entries()) y = write(line, y, i === 0 ? 11 : 9, i === 0);
    y = rule(y + mm(1));
    y = write("ITEMS", y, 7, true);
    const room = Math.floor((height - margin - y) / (8 * 1.35));
    const items = shown(label.items);
    const fits = items.length <= room ? items : [...items.slice(0, room - 1), `+${items.length - room + 1}`];
    for (const line of fits) y = write(line, y, 8);
  }
  doc.end();
  return done;
}
