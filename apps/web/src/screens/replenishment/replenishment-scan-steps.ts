import type { TReplenishment } from "@wms/contracts";

/**
 * What was scanned so far for one task: the storage bin (`from`), the item (`code`: the task's SKU or
 * barcode that was scanned, as the task spells it) and the units counted by the item's scans (or typed).
 */
export type TScanState = { from: string | null; code: string | null; units: number };

export const noScans: TScanState = { from: null, code: null, units: 0 };

/** The step a scan answers: the storage bin, the first item, or another item or the pick face. */
export type TScanStep = "from" | "sku" | "more";

export const stepOf = (state: TScanState): TScanStep => (!state.from ? "from" : !state.code ? "sku" : "more");

/** A scan read against the task: the next state, the pick face (send it), or refused with a message. */
export type TScanReading =
  | { kind: "next"; state: TScanState }
  | { kind: "confirm"; state: TScanState }
  | { kind: "refused"; message: { key: string; values: Record<string, string | number> } };

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The task's SKU or barcode that `scanned` is (compared without case), or null. */
function itemOf(task: TReplenishment, scanned: string) {
  return [task.sku, task.barcode].find((code) => code !== "" && same(code, scanned)) ?? null;
}

/**
 * One scan of the task's panel, in order: the storage bin it comes from, then the item (each scan one more
 * unit, from 0), then the pick face it goes to (the task's codes, compared without case). A scan that is
 * not what the step expects is refused with a message naming what to scan.
 */
export function readScan(task: TReplenishment, state: TScanState, scanned: string): TScanReading {
  const codes = { code: task.from_location_code, sku: task.sku, to: task.to_location_code };
  const step = stepOf(state);
  if (step === "from")
    return same(scanned, task.from_location_code)
      ? { kind: "next", state: { ...state, from: task.from_location_code } }
      : { kind: "refused", message: { key: "replenishment.scan.wrongFrom", values: codes } };
  const item = itemOf(task, scanned);
  if (item) return { kind: "next", state: { ...state, code: state.code ?? item, units: state.units + 1 } };
  if (step === "sku")
    return { kind: "refused", message: { key: "replenishment.scan.wrongSku", values: codes } };
  if (same(scanned, task.to_location_code)) return { kind: "confirm", state };
  return { kind: "refused", message: { key: "replenishment.scan.wrongNext", values: codes } };
}

/** Whether the units to send are what the task allows: 1 up to its quantity. */
export const unitsAllowed = (task: TReplenishment, units: number) =>
  Number.isInteger(units) && units >= 1 && units <= task.quantity;
