import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, test } from "vitest";
import { makeUnwritable } from "../../../test/unwritable.ts";
import { storageFailureOf } from "../faults.ts";
import { writeThroughStream } from "./file-writes.ts";
import { FileStore } from "./files.ts";

const root = path.join(os.tmpdir(), `wms-files-${process.pid}-${Date.now()}`);
const store = new FileStore(root);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(64, 1)]);

afterAll(() => fs.rm(root, { recursive: true, force: true }));

/** An export-like producer: a streamed workbook, with a pause (a database page) before its commit. */
async function workbookInto(out: Writable, signal: AbortSignal) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet("rows");
  sheet.columns = [{ header: "N", key: "n" }];
  for (let n = 0; n < 2000; n++) sheet.addRow({ n }).commit();
  await new Promise((resolve) => setTimeout(resolve, 300));
  signal.throwIfAborted();
  sheet.commit();
  await workbook.commit();
}

const filesIn = (bucket: string) => fs.readdir(path.join(root, bucket)).catch(() => []);

describe("file writes the disk refuses", () => {
  test("a full disk fails a streamed workbook at once with ENOSPC, where its commit used to wait forever", async () => {
    let signal: AbortSignal | undefined;
    const started = Date.now();
    const error = await writeThroughStream("/dev/full", "w", (out, refused) => {
      signal = refused;
      return workbookInto(out, refused);
    }).catch((e: unknown) => e);
    expect(storageFailureOf(error)).toBe("full");
    expect(signal?.aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("a folder the server may not write fails before the producer runs, and leaves nothing", async () => {
    await makeUnwritable(path.join(root, "exports"));
    let produced = false;
    const error = await store
      .writeNew("exports", "xlsx", async (out, refused) => {
        produced = true;
        await workbookInto(out, refused);
      })
      .catch((e: unknown) => e);
    expect(storageFailureOf(error)).toBe("notWritable");
    expect(produced).toBe(false);
    expect(await filesIn("exports")).toEqual([]);
  });

  test("an image into a folder the server may not write is refused as not writable, nothing written", async () => {
    await makeUnwritable(path.join(root, "avatars"));
    const error = await store.saveImage("avatars", png).catch((e: unknown) => e);
    expect(storageFailureOf(error)).toBe("notWritable");
    expect(await filesIn("avatars")).toEqual([]);
  });

  test("a producer that gives up (a stopped mission) leaves no partial file", async () => {
    const error = await store
      .writeNew("stopped", "xlsx", async (out) => {
        out.write(Buffer.alloc(100_000, 1));
        throw new Error("stopped");
      })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe("stopped");
    expect(await filesIn("stopped")).toEqual([]);
  });

  test("a file the disk takes is written whole, under a new random name", async () => {
    const name = await store.saveImage("images", png);
    expect(await fs.readFile(path.join(root, "images", name))).toEqual(png);
    const sheet = await store.writeNew("exports-ok", "xlsx", workbookInto);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(root, "exports-ok", sheet));
    expect(workbook.worksheets[0]?.rowCount).toBe(2001);
  });
});
