import { placedDispositions, type TReturnDisposition, type TReturnLine } from "@wms/contracts";

/** The line of the RMA a scanned SKU or barcode names (as the server matches it: either, any case). */
export function lineOf(lines: readonly TReturnLine[], scanned: string | undefined) {
  const code = (scanned ?? "").trim().toLowerCase();
  if (!code) return undefined;
  return lines.find((l) => l.sku.toLowerCase() === code || (l.barcode && l.barcode.toLowerCase() === code));
}

/** A disposition that puts the unit in a bin (through the ledger): restock, relabel, quarantine. */
export const isPlaced = (d: TReturnDisposition | undefined): d is keyof typeof placedDispositions =>
  d !== undefined && d in placedDispositions;

/** The bin the server suggests for a unit of `line` going to `disposition` (a sellable or a defect bin). */
export function suggestedBin(line: TReturnLine | undefined, disposition: TReturnDisposition | undefined) {
  if (!line || !isPlaced(disposition)) return "";
  return (
    (placedDispositions[disposition] === "defect" ? line.quarantine_location : line.restock_location) ?? ""
  );
}
