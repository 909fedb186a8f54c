import { tariffPatterns } from "@wms/contracts";

/** A form's line as typed: a SKU (maybe still empty) and its units under `K` ("quantity", "number"). */
type TTypedLine<K extends string> =
  | ({ sku?: string | null } & Partial<Record<K, unknown>>)
  | null
  | undefined;

/**
 * What a form's lines come to for a fee estimate: the lines that name a SKU, and their units (a quantity
 * still being typed, empty or not a whole number above 0, counts none).
 */
export function countWork<K extends string>(lines: readonly TTypedLine<K>[] | undefined, unitsKey: K) {
  let count = 0;
  let units = 0;
  for (const line of lines ?? []) {
    if (!line?.sku?.trim()) continue;
    count += 1;
    const n = Number(line[unitsKey]);
    if (Number.isInteger(n) && n > 0) units += n;
  }
  return { lines: count, units };
}

/**
 * A form's declared weight (kg) as a fee estimate takes it: up to 3 decimals; undefined while it is empty
 * or not a weight yet, so the estimate is asked without it.
 */
export function declaredWeight(value: unknown): string | undefined {
  if (value === null || value === undefined || String(value).trim() === "") return undefined;
  // 1.25 → "1.25"; a number past 3 decimals (still being typed) rounded; -1, "abc", 1e21 are none.
  const text = String(Number(Number(value).toFixed(3)));
  return tariffPatterns.kg.test(text) ? text : undefined;
}
