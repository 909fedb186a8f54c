import bwipjs from "bwip-js/node";
import PDFDocument from "pdfkit";

/**
 * Label-like PDFs made independently of the server (pdfkit + bwip-js, one barcode per page, plus text
 * and a frame that are not bars), for checking the Code128 reader on known input.
 */
export async function samplePdf(codes: string[], tamper?: (widths: number[]) => number[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [170, 113], margin: 0, autoFirstPage: false, compress: true });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (const code of codes) {
    doc.addPage();
    doc.rect(2, 2, 166, 109).stroke("#000000");
    const [symbol] = bwipjs.raw({ bcid: "code128", text: code }) as { sbs: number[] }[];
    const widths = tamper ? tamper([...(symbol?.sbs ?? [])]) : (symbol?.sbs ?? []);
    let x = 10;
    widths.forEach((w, i) => {
      if (i % 2 === 0) doc.rect(x, 8, w * 1.1, 50).fill("#000000");
      x += w * 1.1;
    });
    doc.fontSize(8).text(`${code} re f`, 10, 70);
  }
  doc.end();
  return done;
}
