import { describe, expect, it } from "vitest";
import { readCountEntry } from "./scan-count.ts";

const known = ["RK202601010001-01", "EB-100-BLK", "6901234500048", "TS-RED-L"];

describe("readCountEntry (Enter in the receiving count field)", () => {
  it.each([
    ["10", { kind: "count", quantity: 10 }],
    [" 007 ", { kind: "count", quantity: 7 }],
    ["1000000", { kind: "count", quantity: 1_000_000 }],
    // The scanner typed the next code over the count: the waiting code goes with 1.
    ["EB-100-BLK", { kind: "code", quantity: 1, code: "EB-100-BLK" }],
    ["eb-100-blk", { kind: "code", quantity: 1, code: "eb-100-blk" }],
    ["NOT-ON-RECEIPT", { kind: "code", quantity: 1, code: "NOT-ON-RECEIPT" }],
    // Digits longer than any count are a barcode, on the receipt or not.
    ["6901234500048", { kind: "code", quantity: 1, code: "6901234500048" }],
    ["12345678", { kind: "code", quantity: 1, code: "12345678" }],
    // A count typed but not confirmed, then a code of the receipt scanned after it.
    ["12EB-100-BLK", { kind: "code", quantity: 12, code: "EB-100-BLK" }],
    ["36901234500048", { kind: "code", quantity: 3, code: "6901234500048" }],
    ["0", { kind: "invalid" }],
    ["", { kind: "invalid" }],
    ["   ", { kind: "invalid" }],
    ["2.5", { kind: "invalid" }],
    ["-3", { kind: "invalid" }],
    ["1,000", { kind: "invalid" }],
    ["1000001", { kind: "invalid" }],
    ["0EB-100-BLK", { kind: "invalid" }],
  ])("%j", (text, entry) => {
    expect(readCountEntry(text, known)).toEqual(entry);
  });
});
