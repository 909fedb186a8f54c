import type { TLanguage } from "@wms/contracts";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";
import { escapeCell } from "../../../kernel/documents/exports.ts";
import { containsCjk, openPdf } from "../../../kernel/documents/pdf-labels.ts";
import type { TStatement } from "./statement.data.ts";
import { feeKindNames, feeOf, word } from "./statement.texts.ts";

/** The most charges a PDF lists (about 45 pages); the xlsx lists them all, and the PDF says so. */
export const pdfLineCap = 2000;

const money = (s: TStatement, amount: string) => `${s.currency} ${amount}`;
const issued = (s: TStatement) => s.issuedAt.toISOString().replace("T", " ").slice(0, 16);

/** The statement's head: who, which month, which currency, when: [label, value] pairs. */
const head = (s: TStatement, lang: TLanguage): [string, string][] => [
  [word(lang, "provider"), s.provider],
  [word(lang, "customer"), `${s.customer} (${s.ownerCode})`],
  [word(lang, "period"), `${s.from} – ${s.to}`],
  [word(lang, "currency"), s.currency],
  [word(lang, "issued"), `${issued(s)} UTC`],
];

/** A4 portrait, in the reader's language (Chinese with the machine's CJK font, as the labels are). */
export async function statementPdf(s: TStatement, lang: TLanguage): Promise<Buffer> {
  const { doc, font, done } = openPdf(
    { size: "A4", margin: 40, compress: true },
    `${word(lang, "title")} ${s.month}`,
  );
  // One font for a whole row: a Chinese cell in the CJK font beside Latin ones in Helvetica sits lower.
  const fontOf = (texts: string[], bold: boolean) =>
    font && texts.some(containsCjk) ? "cjk" : bold ? "Helvetica-Bold" : "Helvetica";
  const use = (text: string, bold = false) => {
    doc.font(fontOf([text], bold));
    return text;
  };
  const left = 40;
  const width = doc.page.width - 80;
  const bottom = doc.page.height - 50;
  doc.fontSize(18).text(use(`${word(lang, "title")} ${s.month}`, true), left, 40);
  doc.moveDown(0.5).fontSize(10);
  for (const [label, value] of head(s, lang)) doc.text(use(`${label}: ${value}`));

  // The totals by fee, as the charges screen shows them for the month.
  doc
    .moveDown()
    .fontSize(12)
    .text(use(word(lang, "summary"), true));
  doc.fontSize(10);
  const columns = { fee: left, count: left + 300, amount: left + 380 };
  const row = (cells: { fee: string; count: string; amount: string }, bold = false) => {
    if (doc.y > bottom) doc.addPage();
    const y = doc.y;
    doc.font(fontOf(Object.values(cells), bold));
    doc.text(cells.fee, columns.fee, y, { width: 290 });
    const after = doc.y;
    doc.text(cells.count, columns.count, y, { width: 70, align: "right" });
    doc.text(cells.amount, columns.amount, y, { width: width - 380, align: "right" });
    doc.y = Math.max(after, doc.y);
  };
  row({ fee: word(lang, "fee"), count: word(lang, "count"), amount: word(lang, "amount") }, true);
  for (const k of s.byKind)
    row({ fee: feeKindNames[k.kind][lang], count: String(k.count), amount: money(s, k.amount) });
  row({ fee: word(lang, "total"), count: String(s.count), amount: money(s, s.total) }, true);
  doc.moveDown(0.5).text(use(`${word(lang, "balance")}: ${money(s, s.balance)}`), left);

  // Every charge, by day and document.
  doc
    .moveDown()
    .fontSize(12)
    .text(use(word(lang, "detail"), true), left);
  doc.fontSize(8);
  if (s.lines.length === 0) doc.fontSize(10).text(use(word(lang, "none")), left);
  const x = {
    day: left,
    document: left + 58,
    fee: left + 160,
    quantity: left + 330,
    rate: left + 385,
    amount: left + 440,
  };
  const line = (cells: Record<keyof typeof x, string>, bold = false) => {
    if (doc.y > bottom) doc.addPage();
    const y = doc.y;
    let lowest = y;
    doc.font(fontOf(Object.values(cells), bold));
    for (const key of Object.keys(x) as (keyof typeof x)[]) {
      const right = key === "quantity" || key === "rate" || key === "amount";
      const next =
        key === "amount" ? left + width : (Object.values(x).find((v) => v > x[key]) ?? left + width);
      doc.text(cells[key], x[key], y, {
        width: next - x[key] - 4,
        align: right ? "right" : "left",
      });
      lowest = Math.max(lowest, doc.y);
    }
    doc.y = lowest + 1;
  };
  if (s.lines.length > 0)
    line(
      {
        day: word(lang, "day"),
        document: word(lang, "document"),
        fee: word(lang, "fee"),
        quantity: word(lang, "quantity"),
        rate: word(lang, "rate"),
        amount: word(lang, "amount"),
      },
      true,
    );
  for (const l of s.lines.slice(0, pdfLineCap))
    line({
      day: l.day,
      document: l.document,
      fee: feeOf(lang, l),
      quantity: l.quantity,
      rate: l.rate,
      amount: l.amount,
    });
  if (s.lines.length > pdfLineCap)
    doc
      .moveDown()
      .fontSize(9)
      .text(use(word(lang, "more", { shown: pdfLineCap, count: s.lines.length })), left);
  doc.end();
  return done;
}

/** One sheet: the head, the totals by fee, then every charge (numbers as numbers, money to the cent). */
export async function statementXlsx(s: TStatement, lang: TLanguage): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`${word(lang, "title")} ${s.month}`);
  sheet.columns = [{ width: 14 }, { width: 22 }, { width: 40 }, { width: 12 }, { width: 12 }, { width: 14 }];
  sheet.addRow([`${word(lang, "title")} ${s.month}`]).font = { bold: true, size: 14 };
  for (const [label, value] of head(s, lang)) sheet.addRow([label, escapeCell(value)]);
  sheet.addRow([]);
  sheet.addRow([word(lang, "summary")]).font = { bold: true };
  sheet.addRow([word(lang, "fee"), "", "", word(lang, "count"), "", word(lang, "amount")]).font = {
    bold: true,
  };
  for (const k of s.byKind) sheet.addRow([feeKindNames[k.kind][lang], "", "", k.count, "", Number(k.amount)]);
  sheet.addRow([word(lang, "total"), "", "", s.count, "", Number(s.total)]).font = { bold: true };
  sheet.addRow([word(lang, "balance"), "", "", "", "", Number(s.balance)]);
  sheet.addRow([]);
  sheet.addRow([word(lang, "detail")]).font = { bold: true };
  sheet.addRow([
    word(lang, "day"),
    word(lang, "document"),
    word(lang, "fee"),
    word(lang, "quantity"),
    word(lang, "rate"),
    word(lang, "amount"),
  ]).font = { bold: true };
  for (const l of s.lines)
    sheet.addRow([
      l.day,
      escapeCell(l.document),
      feeOf(lang, l),
      Number(l.quantity),
      Number(l.rate),
      Number(l.amount),
    ]);
  for (const column of [6]) sheet.getColumn(column).numFmt = "0.00";
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const fileTypes = {
  pdf: { type: "application/pdf", render: statementPdf },
  xlsx: { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", render: statementXlsx },
} as const;

/** The statement as the answer: a download named by customer and month, never cached. */
export async function sendStatement(
  reply: FastifyReply,
  s: TStatement,
  format: keyof typeof fileTypes,
  lang: TLanguage,
) {
  const file = fileTypes[format];
  return reply
    .header("content-type", file.type)
    .header("content-disposition", `attachment; filename="statement-${s.ownerCode}-${s.month}.${format}"`)
    .header("cache-control", "private, no-store")
    .send(await file.render(s, lang));
}
