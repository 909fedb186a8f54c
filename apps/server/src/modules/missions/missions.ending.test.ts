import { describe, expect, test } from "vitest";
import { connectionRefused } from "../../../test/flaky-database.ts";
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
