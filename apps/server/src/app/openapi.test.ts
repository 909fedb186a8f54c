import { describe, expect } from "vitest";
import { appTest, openApp } from "../../test/fixtures.ts";

appTest.beforeAll(openApp);

describe("OpenAPI document", () => {
  appTest("describes every /api route with its schemas at /api/docs", async ({ app }) => {
    const res = await app.app.inject({ method: "GET", url: "/api/docs" });
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
    const routes = [...app.app.accessRules.keys()].filter(
      (r) => r.includes(" /api/") && !r.includes("/api/docs"),
    );
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
    expect(doc.paths["/api/sign-in"]?.post?.requestBody).toBeDefined();
  });
});
