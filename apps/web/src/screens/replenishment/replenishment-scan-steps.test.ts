import { describe, expect, it } from "vitest";
import { task } from "./replenishment-fixtures.ts";
import { noScans, readScan, unitsAllowed } from "./replenishment-scan-steps.ts";

const rp = task();
const atBin = { from: "S-03-02", code: null, units: 0 };
const counting = { from: "S-03-02", code: "EB-100-BLK", units: 2 };

describe("a replenishment scan", () => {
  it("takes the storage bin first, in any case, as the task spells it", () => {
    expect(readScan(rp, noScans, " s-03-02 ")).toEqual({ kind: "next", state: atBin });
    expect(readScan(rp, noScans, "EB-100-BLK")).toEqual({
      kind: "refused",
      message: {
        key: "replenishment.scan.wrongFrom",
        values: { code: "S-03-02", sku: "EB-100-BLK", to: "P-01-01" },
      },
    });
    // The pick face before the bin is refused too: the units must come from storage.
    expect(readScan(rp, noScans, "P-01-01").kind).toBe("refused");
  });

  it("counts each scan of the SKU or its barcode as one unit, keeping the first code scanned", () => {
    expect(readScan(rp, atBin, "0123456789012")).toEqual({
      kind: "next",
      state: { from: "S-03-02", code: "0123456789012", units: 1 },
    });
    expect(readScan(rp, counting, "0123456789012")).toEqual({
      kind: "next",
      state: { ...counting, units: 3 },
    });
    expect(readScan(rp, atBin, "P-01-01").kind).toBe("refused");
  });

  it("ends at the pick face once an item was scanned, and refuses anything else", () => {
    expect(readScan(rp, counting, "p-01-01")).toEqual({ kind: "confirm", state: counting });
    const other = readScan(rp, counting, "S-03-02");
    expect(other.kind === "refused" && other.message.key).toBe("replenishment.scan.wrongNext");
  });

  it("never takes an empty barcode for a match", () => {
    expect(readScan(task({ barcode: "" }), atBin, "").kind).toBe("refused");
  });

  it("sends 1 up to the task's units", () => {
    expect([0, 1, 17, 18, 2.5].map((units) => unitsAllowed(rp, units))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});
