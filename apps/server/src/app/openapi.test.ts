import { Code, httpStatusOf } from "@wms/contracts";
import { describe, expect } from "vitest";
import { appTest, openApp } from "../../test/fixtures.ts";

type TDoc = { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> };

/** The error codes a response's description names ("4009: refused …; 4091: …"). */
const codesNamedIn = (description: string) =>
  [...description.matchAll(/\b(\d{4,5}):/g)].map((m) => Number(m[1]));

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

  appTest(
    "lists every error code each operation can answer, with the HTTP status it travels with",
    async ({ app }) => {
      const doc = (await app.app.inject({ method: "GET", url: "/api/docs" })).json() as TDoc;
      const routes = [...app.errorCodesByRoute].filter(([route]) => route.includes(" /api/"));
      expect(routes.length).toBeGreaterThan(200);
      const wrong: string[] = [];
      for (const [route, codes] of routes) {
        const [method = "", path = ""] = route.split(" ");
        const responses = doc.paths[path.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()]?.responses;
        if (!responses) {
          wrong.push(`${route}: not in the document`);
          continue;
        }
        // Each declared code under its own status, and no response names a code the route does not declare.
        for (const code of codes) {
          const status = String(httpStatusOf[code]);
          if (!codesNamedIn(responses[status]?.description ?? "").includes(code))
            wrong.push(`${route}: ${code} is not named under ${status}`);
        }
        const named = Object.values(responses).flatMap((r) => codesNamedIn(r.description));
        const extra = named.filter((code) => !codes.includes(code as never));
        if (extra.length) wrong.push(`${route}: names ${extra.join(", ")}, which it does not declare`);
      }
      expect(wrong).toEqual([]);

      // Every operation: 500 names 5001, 503 names 5003.
      for (const ops of Object.values(doc.paths))
        for (const op of Object.values(ops)) {
          expect(codesNamedIn(op.responses["500"]?.description ?? "")).toContain(Code.internal);
          expect(codesNamedIn(op.responses["503"]?.description ?? "")).toContain(Code.unavailable);
        }
      // A silent code travels with the success answer's HTTP 200 and is named there.
      const userInfo = doc.paths["/api/shop-manager/get-user-info"]?.get?.responses;
      expect(codesNamedIn(userInfo?.["200"]?.description ?? "")).toEqual([Code.noShopBound]);
      const sourcing = doc.paths["/api/sourcing/create-sourcing"]?.post?.responses;
      expect(codesNamedIn(sourcing?.["409"]?.description ?? "")).toEqual([Code.conflict, Code.urlExists]);
    },
  );
});
