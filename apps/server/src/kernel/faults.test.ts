import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { isDatabaseUnavailable, storageFailureOf } from "./faults.ts";

/** An error as node-postgres raises it for a server-side error, wrapped the way drizzle wraps it. */
const pgError = (code: string, message = "x") =>
  Object.assign(new Error("Failed query: select 1"), { cause: Object.assign(new Error(message), { code }) });

describe("isDatabaseUnavailable", () => {
  test.each([
    ["an administrator's shutdown", pgError("57P01", "terminating connection due to administrator command")],
    ["a crash shutdown", pgError("57P02")],
    ["a database starting up", pgError("57P03", "the database system is starting up")],
    ["a connection exception", pgError("08006")],
    ["too many connections in a failover", pgError("53300")],
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    [
      "every address of a host refusing",
      new AggregateError([Object.assign(new Error("refused"), { code: "ECONNREFUSED" })]),
    ],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ["a unique violation", pgError("23505")],
    ["a deadlock", pgError("40P01")],
    ["a value too long", pgError("22001")],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("storageFailureOf", () => {
  test("names a folder that cannot be written", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "faults-"));
    try {
      await fs.chmod(dir, 0o500);
      const error = await fs.writeFile(path.join(dir, "x"), "x").catch((e: unknown) => e);
      // root writes anywhere: then only the classification of a made-up EACCES is checked.
      const failure = error
        ? storageFailureOf(error)
        : storageFailureOf(Object.assign(new Error("EACCES"), { code: "EACCES", syscall: "open" }));
      expect(failure).toBe("notWritable");
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  test("names a full disk and leaves other errors alone", () => {
    const full = Object.assign(new Error("ENOSPC"), { code: "ENOSPC", syscall: "write" });
    expect(storageFailureOf(Object.assign(new Error("export failed"), { cause: full }))).toBe("full");
    const socket = Object.assign(new Error("EACCES"), {
      code: "EACCES",
      syscall: "connect",
      address: "1.2.3.4",
    });
    expect(storageFailureOf(socket)).toBeNull();
    expect(storageFailureOf(new Error("ENOENT"))).toBeNull();
  });
});
