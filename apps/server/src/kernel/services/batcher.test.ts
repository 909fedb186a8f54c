import { describe, expect, test } from "vitest";
import { batcher } from "./batcher.ts";

/** Group commit (batcher.ts): what the webhook inbox relies on to write a burst in a few statements. */
describe("batcher", () => {
  test("a lone item is written at once; items added during a write go together in the next", async () => {
    const writes: number[][] = [];
    const add = batcher(async (items: number[]) => {
      writes.push(items);
      await new Promise((r) => setTimeout(r, 5));
      return items.map((n) => n * 10);
    });
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => add(i)));
    expect(answers).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(writes).toEqual([[0], [1, 2, 3, 4, 5, 6]]);
  });

  test("a write that fails fails its own items only, and the next batch is written", async () => {
    let calls = 0;
    const add = batcher(async (items: string[]) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 1));
      if (calls === 1) throw new Error("database away");
      return items.map((s) => s.toUpperCase());
    }, 2);
    const results = await Promise.allSettled(["a", "b", "c", "d"].map((s) => add(s)));
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual([
      "failed",
      "B",
      "C",
      "D",
    ]);
  });
});
