import { describe, expect, it } from "vitest";
import { countWork, declaredWeight } from "./work-counts.ts";

describe("what a form's work comes to for a fee estimate", () => {
  it("counts the lines that name a SKU and their whole units", () => {
    const lines = [{ sku: "A", quantity: 2 }, { sku: " ", quantity: 5 }, { sku: "B", quantity: "1.5" }, null];
    expect(countWork(lines, "quantity")).toEqual({ lines: 2, units: 2 });
  });

  it("takes a declared weight in kg with up to 3 decimals, and none while it is not a weight", () => {
    expect(declaredWeight(1.25)).toBe("1.25");
    expect(declaredWeight("1.250")).toBe("1.25");
    expect(declaredWeight(0.12345)).toBe("0.123");
    expect(declaredWeight(0)).toBe("0");
    for (const none of [null, undefined, "", " ", "abc", -1, 1e21, Number.NaN])
      expect(declaredWeight(none)).toBeUndefined();
  });
});
