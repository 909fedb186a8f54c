import { Code, type TCode } from "@wms/contracts";
import Fastify from "fastify";
import { expect, test } from "vitest";
import { declaredCodesWatch } from "./declared-codes.ts";

/** A route that declares `declared` and answers the envelope with `code`, on an app the watch holds. */
async function appAnswering(code: number, declared: readonly TCode[]) {
  const watch = declaredCodesWatch();
  const app = Fastify();
  app.addHook("onRoute", watch.onRoute);
  watch.watch(app);
  app.get("/api/x", { config: { errorCodes: declared } }, async (_req, reply) =>
    reply
      .status(code === Code.noShopBound || code < 1000 ? 200 : 409)
      .send({ code, message: "", data: null }),
  );
  // A route without declared codes (the web app's catch-all) is not held to any.
  app.get("/elsewhere", async () => ({ code: Code.conflict, message: "", data: null }));
  await app.ready();
  return { app, watch };
}

test("fails on an error code the operation does not declare, naming the operation and the code", async () => {
  const { app, watch } = await appAnswering(Code.urlExists, [Code.badRequest, Code.conflict]);
  await app.inject({ url: "/api/x" });
  await app.inject({ url: "/elsewhere" });
  expect(watch.byRoute.get("GET /api/x")).toEqual([Code.badRequest, Code.conflict]);
  expect(() => watch.check()).toThrow(/GET \/api\/x answered 4091/);
  await app.close();

  // A silent code answered with HTTP 200 is an error code all the same (the finding: 11006 undocumented).
  const silent = await appAnswering(Code.noShopBound, [Code.badRequest]);
  await silent.app.inject({ url: "/api/x" });
  expect(() => silent.watch.check()).toThrow(/GET \/api\/x answered 11006/);
  await silent.app.close();
});

test("lets declared codes, silent ones with HTTP 200 included, and success codes pass", async () => {
  for (const [code, declared] of [
    [Code.conflict, [Code.conflict]],
    [Code.noShopBound, [Code.noShopBound]],
    [Code.ok, []],
  ] as const) {
    const { app, watch } = await appAnswering(code, declared);
    await app.inject({ url: "/api/x" });
    expect(() => watch.check()).not.toThrow();
    await app.close();
  }
});
