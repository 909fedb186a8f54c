import { describe, expect, onTestFinished, test, vi } from "vitest";
import { connectionRefused } from "../../../test/flaky-database.ts";
import { writeWhileDatabaseAway } from "./retry.ts";

describe("a write tried again while the database is away", () => {
  const quick = { firstDelayMs: 10, maxDelayMs: 40, giveUpAfterMs: 2_000 };

  test("tries again, with a growing then capped delay, until the database answers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const tries: number[] = [];
    const writing = writeWhileDatabaseAway(async () => {
      tries.push(Date.now());
      if (tries.length < 7) throw connectionRefused();
    }, quick);
    await vi.runAllTimersAsync();
    expect(await writing).toBe(true);
    const gaps = tries.slice(1).map((t, i) => t - (tries[i] ?? t));
    expect(gaps).toEqual([10, 20, 40, 40, 40, 40]);
  });

  test("gives up after the plan's time, answering false, so the caller falls back on its lease or sweep", async () => {
    let tries = 0;
    const started = Date.now();
    const written = await writeWhileDatabaseAway(
      async () => {
        tries++;
        throw connectionRefused();
      },
      { ...quick, giveUpAfterMs: 200 },
    );
    expect(written).toBe(false);
    expect(tries).toBeGreaterThan(1); // it did try again before giving up
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test("throws at once an error that is not the database being away", async () => {
    let tries = 0;
    const bug = writeWhileDatabaseAway(async () => {
      tries++;
      throw new Error("a bug");
    }, quick);
    await expect(bug).rejects.toThrow("a bug");
    expect(tries).toBe(1);
  });
});
