import type { TMission } from "@wms/contracts";
import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { TSignedIn, TTestApp } from "../harness.ts";

/** Waits for a mission to end (the worker runs it in the background); answers it as the caller reads it. */
export async function missionEnded(t: TTestApp, user: TSignedIn, id: string): Promise<TMission> {
  for (let i = 0; i < 300; i++) {
    const res = await t.call<TMission>({
      url: "/api/mission/query-mission",
      token: user.token,
      query: { id },
    });
    expect(res.code).toBe(200);
    if (!["pending", "running"].includes(res.data.status)) return res.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the mission did not end");
}

/** A result file's first sheet as its header row and its rows keyed by header. */
export async function sheetOf(t: TTestApp, user: TSignedIn, filename: string) {
  const file = await t.app.inject({
    method: "GET",
    url: `/api/get-file?filename=${filename}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(file.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  const rows: Record<string, unknown>[] = [];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i] ?? null])));
  });
  return { headers, rows };
}
