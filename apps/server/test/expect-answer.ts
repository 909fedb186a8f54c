import { expect } from "vitest";

/** Expects a 4001 answer (invalid input) whose field errors include `fields`. */
export function expectFieldErrors(res: { code: number; data: unknown }, fields: Record<string, unknown>) {
  expect(res.code).toBe(4001);
  expect(res.data).toMatchObject({ fields });
}
