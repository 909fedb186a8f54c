import { receiptMaxQuantity, type TReceiptDetail } from "@wms/contracts";

/** Codes are compared as the server does: trimmed, case-insensitive. */
const norm = (code: string) => code.trim().toUpperCase();

/** A box label of this receipt: sent at once, it has no count. */
export function isBoxCode(receipt: TReceiptDetail, code: string) {
  return receipt.boxes.some((b) => norm(b.code) === norm(code));
}

/** What the receipt knows, trimmed: its box codes and its lines' SKUs and barcodes. */
export function knownCodes(receipt: TReceiptDetail): string[] {
  return [...receipt.boxes.map((b) => b.code), ...receipt.lines.flatMap((l) => [l.sku, l.barcode])]
    .map((c) => c.trim())
    .filter((c) => c !== "");
}

/** No count has more digits than the largest one (1,000,000: 7); a longer run of digits is a barcode. */
const countDigits = String(receiptMaxQuantity).length;
const isCountText = (s: string) => /^\d+$/.test(s) && s.length <= countDigits;
const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= receiptMaxQuantity;

/**
 * What Enter in the count field means. The field holds what was typed into it: a count from the keyboard,
 * or a code a wedge scanner typed over the selected count (the next item scanned without typing a count).
 *
 * - `count`: send the pending code with `quantity`.
 * - `code`: send the pending code with `quantity`, then take `code` as a new scan.
 * - `invalid`: not a whole number from 1 to the maximum; nothing is sent.
 *
 * Digits (up to 7) are a count; longer digits are a barcode (EAN-8/13, UPC). A code of this receipt typed
 * after a count that was not confirmed ("10EB-100-BLK") sends the pending code with that count. Anything
 * that looks like a number but is not a whole one ("2.5", "-3") is invalid; anything else is a code.
 */
export type TCountEntry =
  | { kind: "count"; quantity: number }
  | { kind: "code"; quantity: number; code: string }
  | { kind: "invalid" };

/** `known`: the receipt's codes, trimmed (`knownCodes`). */
export function readCountEntry(text: string, known: readonly string[]): TCountEntry {
  const s = text.trim();
  if (isCountText(s)) {
    const quantity = Number(s);
    return inRange(quantity) ? { kind: "count", quantity } : { kind: "invalid" };
  }
  if (s === "") return { kind: "invalid" };
  if (known.some((k) => norm(k) === norm(s))) return { kind: "code", quantity: 1, code: s };
  const afterCount = known
    .filter((k) => norm(s).endsWith(norm(k)) && isCountText(s.slice(0, s.length - k.length)))
    .sort((a, b) => b.length - a.length)[0];
  if (afterCount) {
    const code = s.slice(s.length - afterCount.length);
    const quantity = Number(s.slice(0, s.length - afterCount.length));
    return inRange(quantity) ? { kind: "code", quantity, code } : { kind: "invalid" };
  }
  if (/^\d+$/.test(s)) return { kind: "code", quantity: 1, code: s };
  if (/^[-+]?[\d\s.,]*\d[\d\s.,]*$/.test(s)) return { kind: "invalid" };
  return { kind: "code", quantity: 1, code: s };
}
