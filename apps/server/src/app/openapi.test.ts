import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../test/harness.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("OpenAPI document", () => {
  it("describes every /api route with its schemas at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ":$1")}`),
      ),
    );
    const routes = [...t.app.accessRules.keys()].filter(
      (r) => r.includes(" /api/") && !r.includes("/api/docs"),
    );
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
    expect(doc.paths["/api/sign-in"]?.post?.requestBody).toBeDefined();
  });
});
