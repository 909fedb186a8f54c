import { Readable } from "node:stream";
import { Code, limits, type TLanguage } from "@wms/contracts";
import ExcelJS from "exceljs";
import type { Db } from "../db/client.ts";
import { sqlStateOf } from "../db/retry.ts";
import { AppError, badRequest, Text, text } from "../errors.ts";
import { defineRegistry } from "../hooks.ts";

/**
 * Shared .xlsx helpers: downloadable import templates (header row in the caller's language plus an
 * example row), upload checks (extension, magic bytes, size) and a streaming reader that runs a row
 * validator over every data row and collects the bulk-error list ("row N: message").
 * Streaming exports run as missions: sources in kernel/documents/exports.ts, run by modules/missions/exports.ts.
 */

export type TSheetColumn = {
  key: string;
  header: Record<TLanguage, string>;
  required?: boolean;
  /** Stored as text in the template (barcodes with leading zeros, SKUs that look like numbers). */
  text?: boolean;
  width?: number;
  /** Shown on the instructions sheet. */
  note?: Record<TLanguage, string>;
};

export type TSheetDefinition = {
  /** Template type as named by get-template-files?type=… */
  type: string;
  name: Record<TLanguage, string>;
  columns: TSheetColumn[];
  example: Record<string, string | number>[];
};

/** Import templates, provided in module descriptors; GET /api/get-template-files?type= serves them. */
export const sheetTemplates = defineRegistry<TSheetDefinition>("sheetTemplates", (d) => d.type);

export function templateOf(type: string): TSheetDefinition | undefined {
  return sheetTemplates.get(type);
}

const headerText = (c: TSheetColumn, lang: TLanguage) => `${c.header[lang]}${c.required ? " *" : ""}`;

/** The template workbook: header row (required columns marked *), example rows, and an instructions sheet. */
export async function writeTemplate(definition: TSheetDefinition, lang: TLanguage): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "WMS";
  const sheet = workbook.addWorksheet(definition.name[lang].slice(0, 31), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = definition.columns.map((c) => ({
    header: headerText(c, lang),
    key: c.key,
    width: c.width ?? Math.max(12, c.header[lang].length + 6),
    style: c.text ? { numFmt: "@" } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFDDEBF7" } };
  for (const row of definition.example) sheet.addRow(row);

  const help = workbook.addWorksheet(lang === "zh_cn" ? "填写说明" : "Instructions");
  help.columns = [
    { header: lang === "zh_cn" ? "列" : "Column", key: "column", width: 24 },
    { header: lang === "zh_cn" ? "必填" : "Required", key: "required", width: 10 },
    { header: lang === "zh_cn" ? "说明" : "Notes", key: "note", width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  const yes = lang === "zh_cn" ? "是" : "yes";
  for (const c of definition.columns) {
    help.addRow({ column: c.header[lang], required: c.required ? yes : "", note: c.note?.[lang] ?? "" });
  }
  help.addRow({});
  help.addRow({
    column:
      lang === "zh_cn"
        ? "第一个工作表的示例行会被一并导入，导入前请删除或替换。"
        : "The example row of the first sheet is imported too: delete or replace it before importing.",
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** .xlsx is a zip (PK\x03\x04); old .xls (OLE) and renamed files are refused. */
export function isXlsx(bytes: Uint8Array, filename: string): boolean {
  return (
    /\.xlsx$/i.test(filename) &&
    bytes.length > 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    bytes[2] === 0x03 &&
    bytes[3] === 0x04
  );
}

/** Throws the localised 4001 for anything but an .xlsx of at most 10 MB. */
export function assertSpreadsheet(bytes: Uint8Array, filename: string): void {
  if (bytes.length > limits.spreadsheetBytes) throw badRequest("spreadsheet.size");
  if (!isXlsx(bytes, filename)) throw badRequest("spreadsheet.type");
}

export type TRowResult<T> = { ok: true; value: T } | { ok: false; message: Text };
export type TReadResult<T> = {
  rows: { row: number; value: T }[];
  /** "row N: message" per refused row, in row order (rendered in the caller's language by the envelope). */
  errors: { row: number; message: Text }[];
};

const normalise = (s: string) =>
  s
    .replace(/\*\s*$/, "")
    .trim()
    .toLowerCase();

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value.trim();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  try {
    return cell.text.trim();
  } catch {
    return "";
  }
}

/**
 * Reads the first worksheet as a stream: row 1 is the header (matched by either language or the
 * column key, case-insensitive, a trailing * ignored), empty rows are skipped, every other row goes
 * through `validate` (row numbers as Excel shows them). Unreadable files, missing required columns,
 * no data and too many rows are refused as a whole with a 4001 naming the problem.
 */
export async function readSheet<T>(
  bytes: Buffer,
  definition: TSheetDefinition,
  validate: (record: Record<string, string>, row: number) => TRowResult<T>,
  options: { maxRows: number },
): Promise<TReadResult<T>> {
  const byHeader = new Map<string, TSheetColumn>();
  for (const c of definition.columns) {
    byHeader.set(normalise(c.key), c);
    byHeader.set(normalise(c.header.en_us), c);
    byHeader.set(normalise(c.header.zh_cn), c);
  }
  const result: TReadResult<T> = { rows: [], errors: [] };
  let columnAt: Map<number, TSheetColumn> | null = null;
  let dataRows = 0;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
      sharedStrings: "cache",
      hyperlinks: "ignore",
      styles: "cache",
      worksheets: "emit",
      entries: "emit",
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (!columnAt) {
          columnAt = new Map();
          row.eachCell((cell, col) => {
            const column = byHeader.get(normalise(cellText(cell)));
            if (column) columnAt?.set(col, column);
          });
          const present = new Set([...columnAt.values()].map((c) => c.key));
          const missing = definition.columns.filter((c) => c.required && !present.has(c.key));
          if (missing.length) {
            throw new AppError(Code.badRequest, "spreadsheet.missingColumns", null, {
              columns: missing.map((c) => c.header),
            });
          }
          continue;
        }
        const record: Record<string, string> = {};
        let empty = true;
        for (const [col, column] of columnAt) {
          const text = cellText(row.getCell(col));
          record[column.key] = text;
          if (text !== "") empty = false;
        }
        if (empty) continue;
        dataRows += 1;
        if (dataRows > options.maxRows) {
          throw new AppError(Code.badRequest, "spreadsheet.tooManyRows", null, { max: options.maxRows });
        }
        const checked = validate(record, row.number);
        if (checked.ok) result.rows.push({ row: row.number, value: checked.value });
        else result.errors.push({ row: row.number, message: rowMessage(row.number, checked.message) });
      }
      break; // only the first worksheet holds data
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest("spreadsheet.unreadable");
  }
  if (!columnAt) throw badRequest("spreadsheet.unreadable");
  if (dataRows === 0) throw badRequest("spreadsheet.empty");
  return result;
}

/** The valid rows of one group of a sheet, and the rows of the group the reader refused (in row order). */
export type TSheetGroup<T> = { rows: { row: number; value: T }[]; refusedRows: number[] };

/** A sheet read by `readGroupedSheet`: what `readSheet` answers, and its valid rows by group. */
export type TGroupedSheet<T> = TReadResult<T> & { groups: TSheetGroup<T>[] };

/**
 * Checks an upload (`assertSpreadsheet`) and reads it (`readSheet`), grouping the valid rows by the
 * trimmed value of the `group` column (a row without one is a group of its own). Each group also names
 * the rows of its value the reader refused: an import whose rows of one group (an order reference, a
 * product code) stand or fall together reports an invalid row's siblings with it.
 */
export async function readGroupedSheet<T>(
  file: { bytes: Buffer; filename: string },
  definition: TSheetDefinition,
  group: string,
  validate: (record: Record<string, string>) => TRowResult<T>,
  options: { maxRows: number },
): Promise<TGroupedSheet<T>> {
  assertSpreadsheet(file.bytes, file.filename);
  const groupOfRow = new Map<number, string>();
  const sheet = await readSheet(
    file.bytes,
    definition,
    (record, row) => {
      const value = record[group];
      if (value) groupOfRow.set(row, value.trim());
      return validate(record);
    },
    options,
  );
  const keyOf = (row: number) => {
    const value = groupOfRow.get(row);
    return value ? `group:${value}` : `row:${row}`;
  };
  const groups = new Map<string, TSheetGroup<T>>();
  for (const r of sheet.rows) {
    const found = groups.get(keyOf(r.row)) ?? { rows: [], refusedRows: [] };
    found.rows.push(r);
    groups.set(keyOf(r.row), found);
  }
  for (const e of sheet.errors) groups.get(keyOf(e.row))?.refusedRows.push(e.row);
  return { ...sheet, groups: [...groups.values()] };
}

/** "<column header>: <message>", the column named in the reader's language. */
export function columnMessage(header: Readonly<Record<TLanguage, string>>, message: Text): Text {
  return new Text("{column}: {message}", { column: header, message });
}

/** "row N: message". */
export function rowMessage(row: number, message: Text | string): Text {
  return text("spreadsheet.rowError", { row, message });
}

/** The rows an import's checks refuse: `refuse` keeps the first message of a row ("row N: message"). */
export type TRowRefusals = { refuse(row: number, message: Text): void; has(row: number): boolean };

/** Refused rows as an import answers them: "row N" keys in row order. */
function rowErrors(refused: Map<number, Text>): { key: string; message: Text }[] {
  return [...refused.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, message]) => ({ key: `row ${row}`, message }));
}

/**
 * An import, all or nothing. Every row is checked first (`check` refuses rows on top of those the reader
 * refused); if any is refused nothing is written and the refused rows are returned. Otherwise `write`
 * runs in ONE transaction, so a failure or a process dying half-way leaves nothing behind. When the
 * database refuses the write (a code taken meanwhile by a concurrent write, …) the checks run again to
 * name the rows; if none can be named, every row of the sheet is refused with `rolledBack(error)`. Errors
 * that are not the database's are thrown as they are.
 */
export async function importAllOrNothing<TChecked, TWritten>(
  db: Db,
  sheet: TReadResult<unknown>,
  steps: {
    check: (refusals: TRowRefusals) => Promise<TChecked>;
    write: (tx: Db, checked: TChecked) => Promise<TWritten>;
    rolledBack: (error: unknown) => Text;
  },
): Promise<{ written: TWritten } | { refused: { key: string; message: Text }[] }> {
  const checkAll = async () => {
    const refused = new Map<number, Text>(sheet.errors.map((e) => [e.row, e.message]));
    const checked = await steps.check({
      refuse: (row, message) => {
        if (!refused.has(row)) refused.set(row, rowMessage(row, message));
      },
      has: (row) => refused.has(row),
    });
    return { checked, refused };
  };
  const first = await checkAll();
  if (first.refused.size) return { refused: rowErrors(first.refused) };
  try {
    return { written: await db.transaction((tx) => steps.write(tx, first.checked)) };
  } catch (error) {
    if (sqlStateOf(error) === undefined) throw error;
    const again = await checkAll();
    if (again.refused.size) return { refused: rowErrors(again.refused) };
    const message = steps.rolledBack(error);
    return { refused: rowErrors(new Map(sheet.rows.map((r) => [r.row, rowMessage(r.row, message)]))) };
  }
}
