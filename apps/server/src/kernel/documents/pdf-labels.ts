import fs from "node:fs";
import bwipjs from "bwip-js/node";
import PDFDocument from "pdfkit";

/**
 * Label PDFs: one page per label, a Code128 barcode drawn as vector bars (crisp on thermal printers,
 * at any zoom) with its human-readable text, then text lines. Latin text uses the built-in Helvetica;
 * text with Chinese characters needs a CJK font: LABEL_CJK_FONT (a .ttf/.otf/.ttc path, with
 * LABEL_CJK_FONT_NAME for the face inside a .ttc) or a Noto CJK system font. Without one, lines with
 * Chinese characters are left out, so callers print the English name instead (see docs/products.md).
 */

export type TLabel = {
  /** Encoded as Code128 (printable ASCII). */
  code: string;
  lines: string[];
};

/** Millimetres in PDF points. */
export const mm = (v: number) => (v * 72) / 25.4;

const cjkCandidates: [string, string | undefined][] = [
  ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular"],
  ["/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular"],
  ["/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular"],
  ["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "WenQuanYiMicroHei"],
];

const loaded = new Map<string, { data: Buffer; family: string | undefined } | null>();

/**
 * The CJK font in use (each file read once), or null when the machine has none.
 * LABEL_CJK_FONT=none turns Chinese text off (labels then carry the English name).
 */
export function cjkFontOf(): { data: Buffer; family: string | undefined } | null {
  const configured = process.env.LABEL_CJK_FONT ?? "";
  const cached = loaded.get(configured);
  if (cached !== undefined) return cached;
  let found: { data: Buffer; family: string | undefined } | null = null;
  if (configured !== "none") {
    const candidates: [string, string | undefined][] = configured
      ? [[configured, process.env.LABEL_CJK_FONT_NAME || undefined], ...cjkCandidates]
      : cjkCandidates;
    for (const [file, family] of candidates) {
      if (fs.existsSync(file)) {
        found = { data: fs.readFileSync(file), family: file.endsWith(".ttc") ? family : undefined };
        break;
      }
    }
  }
  loaded.set(configured, found);
  return found;
}

export function hasCjkFont(): boolean {
  return cjkFontOf() !== null;
}

const cjkPattern = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
export const containsCjk = (text: string) => cjkPattern.test(text);

/** Bar and space widths (in modules) of a Code128 symbol, starting with a bar. */
export function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: "code128", text }) as { sbs?: number[] }[];
  if (!symbol?.sbs) throw new Error("code128 encoding failed");
  return symbol.sbs;
}

type TPdfDoc = InstanceType<typeof PDFDocument>;

/**
 * A new PDF titled `title`, with the CJK font registered as "cjk" when the machine has one (`font`, else
 * null); `done` resolves with the PDF's bytes once the caller has called `doc.end()`.
 */
export function openPdf(options: PDFKit.PDFDocumentOptions, title: string) {
  const doc = new PDFDocument(options);
  doc.info.Title = title;
  const font = cjkFontOf();
  if (font) doc.registerFont("cjk", font.data, font.family as string);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, font, done };
}

/** Draws the bars of a Code128 symbol (`code128Modules`) from `x`, `top`: one filled rectangle per bar. */
export function drawBars(
  doc: TPdfDoc,
  modules: number[],
  at: { x: number; top: number; moduleWidth: number; height: number },
) {
  let x = at.x;
  modules.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, at.top, w * at.moduleWidth, at.height).fill("#000000");
    x += w * at.moduleWidth;
  });
}

/** A PDF with one page per label, every page widthMm x heightMm. */
export async function renderLabels(
  labels: TLabel[],
  size: { widthMm: number; heightMm: number },
): Promise<Buffer> {
  const width = mm(size.widthMm);
  const height = mm(size.heightMm);
  const margin = mm(Math.min(3, size.heightMm * 0.06));
  const { doc, font, done } = openPdf(
    { size: [width, height], margin: 0, autoFirstPage: false, compress: true },
    "Product labels",
  );

  const modulesCache = new Map<string, number[]>();
  for (const label of labels) {
    doc.addPage({ size: [width, height], margin: 0 });
    let modules = modulesCache.get(label.code);
    if (!modules) {
      modules = code128Modules(label.code);
      modulesCache.set(label.code, modules);
    }
    // Barcode: up to 45% of the height, with a 10-module quiet zone on both sides.
    const total = modules.reduce((a, b) => a + b, 0) + 20;
    const usable = width - 2 * margin;
    const moduleWidth = Math.min(usable / total, mm(0.5));
    const barsWidth = moduleWidth * (total - 20);
    const barHeight = (height - 2 * margin) * 0.45;
    const top = margin;
    drawBars(doc, modules, { x: (width - barsWidth) / 2, top, moduleWidth, height: barHeight });
    // Human-readable code and the text lines share what is left.
    const lines = [label.code, ...label.lines.filter((l) => l !== "" && (font || !containsCjk(l)))];
    const textTop = top + barHeight + mm(0.8);
    const room = height - margin - textTop;
    const fontOf = (line: string, i: number) =>
      containsCjk(line) && font ? "cjk" : i === 0 ? "Helvetica-Bold" : "Helvetica";
    // Line heights differ by font (the CJK face is taller): size the text so that every line fits.
    const factors = lines.map(
      (line, i) => doc.font(fontOf(line, i)).fontSize(10).currentLineHeight(true) / 10,
    );
    const fontSize = Math.max(4, Math.min(9, room / factors.reduce((a, b) => a + b, 0)));
    let y = textTop;
    for (const [i, line] of lines.entries()) {
      const lineHeight = (factors[i] ?? 1.2) * fontSize;
      doc.font(fontOf(line, i)).fontSize(fontSize);
      doc.fillColor("#000000").text(line, margin, y, {
        width: usable,
        height: lineHeight,
        align: "center",
        lineBreak: false,
        ellipsis: true,
      });
      y += lineHeight;
    }
  }
  doc.end();
  return done;
}

/** Pages of a PDF made by renderLabels (for tests and checks): counts page objects. */
export function countPdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}
