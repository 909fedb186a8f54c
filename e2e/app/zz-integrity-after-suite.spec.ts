import { expect } from "@playwright/test";
import { apiCall } from "./app-api.ts";
import { demo, test } from "./app-fixtures.ts";

/**
 * Issue 40: after every other platform spec of a lane has worked its demo tenant (this spec is each lane's
 * teardown project in playwright.config.ts, so it runs once the lane's last spec has ended), the provider
 * runs the integrity check and the floor's invariants still hold: no breach. Any breach is printed with its facts, so a failing run says which spec's
 * data broke which rule.
 */
test("after the suite the provider's integrity check finds no breach", async ({ pageAs }) => {
  test.setTimeout(120_000);
  const provider = await pageAs(demo.provider);
  const run = await apiCall<{ breach_count: number; breaches: unknown[] }>(
    provider,
    "p",
    "POST",
    "integrity/run-check",
  );
  expect(run.code, run.message).toBe(200);
  if (run.data.breach_count > 0)
    console.log(`integrity breaches after the suite:\n${JSON.stringify(run.data.breaches, null, 2)}`);
  expect(run.data.breaches, JSON.stringify(run.data.breaches, null, 2)).toEqual([]);
  expect(run.data.breach_count).toBe(0);
});
