import { describe, expect, onTestFinished, test, vi } from "vitest";
import { connectionRefused } from "../../../test/flaky-database.ts";
import { writeWhileDatabaseAway } from "../../kernel/db/retry.ts";
import { AppError } from "../../kernel/errors.ts";
import { storedError } from "./missions.ending.ts";

const fsError = (code: string) =>
  Object.assign(new Error(`${code}: cannot write '/data/files/exports/x.xlsx'`), {
    code,
    syscall: "write",
    path: "/data/files/exports/x.xlsx",
  });

describe("why a mission failed, as stored", () => {
  test("a disk's refusal and a database away are message keys that say what to do, never a path", () => {
    expect(storedError(fsError("ENOSPC"), "en_us")).toBe("storage.full");
    expect(storedError(fsError("EDQUOT"), "en_us")).toBe("storage.full");
    expect(storedError(fsError("EACCES"), "en_us")).toBe("storage.notWritable");
    expect(storedError(fsError("EPERM"), "zh_cn")).toBe("storage.notWritable");
    expect(storedError(new Error("export", { cause: fsError("EROFS") }), "en_us")).toBe(
      "storage.notWritable",
    );
    expect(storedError(connectionRefused(), "en_us")).toBe("mission.databaseUnavailable");
  });

  test("a refusal of the service stays its key; another error its message", () => {
    expect(storedError(new AppError(4001, "mission.unknownKind"), "en_us")).toBe("mission.unknownKind");
    expect(storedError(new Error("boom"), "en_us")).toBe("boom");
  });
});

describe("writing a mission's end while the database is away", () => {
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

  test("gives up after the plan's time, answering false, so the sweep can end the mission", async () => {
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
