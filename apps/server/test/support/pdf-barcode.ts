import zlib from "node:zlib";

/**
 * Reads Code128 barcodes back out of a label PDF, the way a scanner would read the printed bars:
 * the page content streams are inflated, the filled rectangles (the bars pdf-labels.ts draws) are
 * collected, bar and space widths are turned into modules, and the modules are decoded as Code128
 * (code sets A, B and C, shifts, checksum). A wrong symbol, a wrong width or a bad checksum throws.
 */

type TPdfObject = { dict: string; stream: Buffer | null };

/** Every `N 0 obj … endobj` of the PDF, streams inflated when they are FlateDecode. */
function readObjects(pdf: Buffer): Map<number, TPdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, TPdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let m = header.exec(text); m; m = header.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf("endobj", start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf("stream");
    if (streamAt < 0) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? Number.NaN);
    let dataStart = start + streamAt + "stream".length;
    if (text[dataStart] === "\r") dataStart += 1;
    if (text[dataStart] === "\n") dataStart += 1;
    const raw = pdf.subarray(dataStart, dataStart + length);
    const stream = /\/FlateDecode/.test(dict) ? zlib.inflateSync(raw) : raw;
    objects.set(Number(m[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

/** The content stream of each page, in page order (following the page tree's Kids). */
export function pageContents(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const root = objects.get(ref(pdf.toString("latin1").slice(pdf.lastIndexOf("trailer")), "Root"));
  if (!root) throw new Error("no document catalogue");
  const pages: string[] = [];
  const walk = (id: number) => {
    const node = objects.get(id);
    if (!node) throw new Error(`missing object ${id}`);
    if (/\/Type\s*\/Pages/.test(node.dict)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.dict)?.[1] ?? "";
      for (const k of kids.matchAll(/(\d+) 0 R/g)) walk(Number(k[1]));
      return;
    }
    const contents = objects.get(ref(node.dict, "Contents"));
    pages.push(contents?.stream?.toString("latin1") ?? "");
  };
  walk(ref(root.dict, "Pages"));
  return pages;
}

/**
 * The text lines of each page as drawn with the standard fonts: each `[<hex> kern <hex> …] TJ` (or
 * `<hex> Tj`) read back to its characters (single-byte WinAnsi, read as latin1), kerning dropped.
 */
export function pageTextLines(pdf: Buffer): string[][] {
  const decode = (hex: string) => Buffer.from(hex, "hex").toString("latin1");
  return pageContents(pdf).map((content) =>
    [...content.matchAll(/(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)].map((shown) =>
      [...(shown[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1] ?? "")).join(""),
    ),
  );
}

type TRect = { x: number; y: number; w: number; h: number };

/**
 * Rectangles painted with a fill (`x y w h re` … `f`), read operator by operator; text objects (BT … ET)
 * are skipped, so nothing inside a string is taken for an operator.
 */
export function filledRectangles(content: string): TRect[] {
  const filled: TRect[] = [];
  let path: TRect[] = [];
  let operands: string[] = [];
  for (const token of content.replace(/BT[\s\S]*?ET/g, " ").split(/\s+/)) {
    if (token === "") continue;
    if (/^-?[\d.]+$/.test(token) || token.startsWith("/")) {
      operands.push(token);
      continue;
    }
    if (token === "re") {
      const [x, y, w, h] = operands.slice(-4).map(Number);
      path.push({ x: x ?? 0, y: y ?? 0, w: w ?? 0, h: h ?? 0 });
    } else if (token === "f" || token === "f*" || token === "F") {
      filled.push(...path);
      path = [];
    } else if (["n", "S", "s", "B", "B*", "b", "b*"].includes(token)) {
      if (token.startsWith("B") || token.startsWith("b")) filled.push(...path);
      path = [];
    }
    operands = [];
  }
  return filled;
}

/** Bar and space widths in modules, read from the filled rectangles of one page's content stream. */
export function barModules(content: string): number[] {
  const rects = filledRectangles(content);
  // The bars are the largest set of rectangles sharing one row (same top and height).
  const rows = new Map<string, typeof rects>();
  for (const r of rects) {
    const key = `${r.y.toFixed(2)}:${r.h.toFixed(2)}`;
    rows.set(key, [...(rows.get(key) ?? []), r]);
  }
  const bars = [...rows.values()].sort((a, b) => b.length - a.length)[0]?.sort((a, b) => a.x - b.x) ?? [];
  if (bars.length < 10) throw new Error(`no barcode on the page (${bars.length} bars)`);
  const widths: number[] = [];
  bars.forEach((bar, i) => {
    widths.push(bar.w);
    const next = bars[i + 1];
    if (next) widths.push(next.x - (bar.x + bar.w));
  });
  // n symbols of 6 elements (11 modules) plus the stop of 7 elements (13 modules).
  if ((widths.length - 7) % 6 !== 0) throw new Error(`odd element count ${widths.length}`);
  const modules = ((widths.length - 7) / 6) * 11 + 13;
  const unit = widths.reduce((a, b) => a + b, 0) / modules;
  return widths.map((w) => {
    const n = Math.round(w / unit);
    if (n < 1 || n > 4 || Math.abs(w / unit - n) > 0.2) throw new Error(`width ${w} is not a whole module`);
    return n;
  });
}

// The 107 Code128 symbols by value (bar, space, bar, space, bar, space widths); 106 is the stop.
const patterns =
  "212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112".split(
    " ",
  );
const symbolValue = new Map(patterns.map((p, value) => [p, value]));

/** Decodes Code128 modules (a bar first) into text; throws on an unknown symbol or a wrong checksum. */
export function decodeCode128(modules: number[]): string {
  const values: number[] = [];
  for (let i = 0; i + 6 <= modules.length - 7; i += 6) {
    const value = symbolValue.get(modules.slice(i, i + 6).join(""));
    if (value === undefined || value > 105) throw new Error(`unknown symbol at element ${i}`);
    values.push(value);
  }
  if (modules.slice(-7).join("") !== patterns[106]) throw new Error("no stop symbol");
  const [start, ...rest] = values;
  const check = rest.pop();
  if (start === undefined || start < 103 || check === undefined) throw new Error("no start symbol");
  const sum = rest.reduce((acc, v, i) => acc + v * (i + 1), start);
  if (sum % 103 !== check) throw new Error(`checksum ${check} does not match ${sum % 103}`);

  let set: "A" | "B" | "C" = start === 103 ? "A" : start === 104 ? "B" : "C";
  let text = "";
  let shifted = false;
  for (const v of rest) {
    const current: "A" | "B" | "C" = shifted ? (set === "A" ? "B" : "A") : set;
    shifted = false;
    if (current === "C") {
      if (v < 100) text += String(v).padStart(2, "0");
      else if (v === 100) set = "B";
      else if (v === 101) set = "A";
      else if (v !== 102) throw new Error(`value ${v} in code set C`);
      continue;
    }
    if (v < 96) {
      // A: 0-63 are ASCII 32-95, 64-95 are control characters 0-31; B: 0-95 are ASCII 32-127.
      text += String.fromCharCode(current === "A" && v >= 64 ? v - 64 : v + 32);
    } else if (v === 98) shifted = true;
    else if (v === 99) set = "C";
    else if (v === 100 && current === "A") set = "B";
    else if (v === 101 && current === "B") set = "A";
    // 96, 97 (FNC3, FNC2), FNC4 and FNC1 carry no text here.
  }
  return text;
}

/** The decoded barcode of every page of a label PDF, in page order. */
export function decodePdfBarcodes(pdf: Buffer): string[] {
  return pageContents(pdf).map((content) => decodeCode128(barModules(content)));
}
