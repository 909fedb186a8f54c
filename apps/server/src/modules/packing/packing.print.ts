import type { TLanguage } from "@wms/contracts";
import PDFDocument from "pdfkit";
import { cjkFontOf, code128Modules, containsCjk } from "../../kernel/documents/pdf-labels.ts";

/**
 * The bag list PDF (A4): per bag a header with the bag number as Code128 (the carrier scans it at
 * hand-over), channel, package count, then one line per package. A bag that overflows continues on a
 * new page that repeats the barcode, so every page identifies its bag.
 */

export type TPrintedBag = {
  bagNumber: string;
  channelName: string;
  status: string;
  createdAt: Date;
  packages: { code: string; trackingNumber: string; consignee: string; country: string }[];
};

const words = {
  en_us: {
    title: "Bag list",
    channel: "Channel",
    packages: "Packages",
    created: "Created",
    cont: "continued",
  },
  zh_cn: { title: "装袋清单", channel: "渠道", packages: "包裹数", created: "创建时间", cont: "续" },
} as const;

const columns = [
  { key: "n", x: 40, width: 30 },
  { key: "code", x: 70, width: 130 },
  { key: "tracking", x: 200, width: 150 },
  { key: "consignee", x: 350, width: 160 },
  { key: "country", x: 510, width: 45 },
] as const;

export async function renderBagList(bags: TPrintedBag[], lang: TLanguage): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 40, autoFirstPage: false, compress: true });
  doc.info.Title = words.en_us.title;
  const font = cjkFontOf();
  if (font) doc.registerFont("cjk", font.data, font.family as string);
  const w = font ? words[lang] : words.en_us;
  const textFont = (s: string, bold = false) =>
    font && containsCjk(s) ? "cjk" : bold ? "Helvetica-Bold" : "Helvetica";
  const safe = (s: string) => (font || !containsCjk(s) ? s : "?");
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const header = (bag: TPrintedBag, continued: boolean) => {
    doc.addPage({ size: "A4", margin: 40 });
    const title = `${w.title} ${bag.bagNumber}${continued ? ` (${w.cont})` : ""}`;
    doc
      .font(textFont(title, true))
      .fontSize(14)
      .fillColor("#000000")
      .text(title, 40, 40, { lineBreak: false });
    const modules = code128Modules(bag.bagNumber);
    const unit = 1.2;
    let x = 40;
    for (const [i, m] of modules.entries()) {
      if (i % 2 === 0) doc.rect(x, 64, m * unit, 50).fill("#000000");
      x += m * unit;
    }
    const meta = [
      `${w.channel}: ${safe(bag.channelName)}`,
      `${w.packages}: ${bag.packages.length}`,
      `${w.created}: ${bag.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    ];
    meta.forEach((line, i) => {
      doc
        .font(textFont(line))
        .fontSize(10)
        .text(line, 40, 122 + i * 14, { lineBreak: false });
    });
    return 122 + meta.length * 14 + 12;
  };

  for (const bag of bags) {
    let y = header(bag, false);
    for (const [i, p] of bag.packages.entries()) {
      if (y > 770) y = header(bag, true);
      const cells = {
        n: String(i + 1),
        code: p.code,
        tracking: p.trackingNumber,
        consignee: safe(p.consignee),
        country: p.country,
      };
      for (const c of columns) {
        const value = cells[c.key];
        doc
          .font(textFont(value))
          .fontSize(9)
          .text(value, c.x, y, { width: c.width, lineBreak: false, ellipsis: true });
      }
      y += 14;
    }
  }
  doc.end();
  return done;
}
