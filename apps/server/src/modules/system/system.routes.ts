import { setTimeout as sleep } from "node:timers/promises";
import { systemEndpoints as api, Code } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { AppError } from "../../kernel/errors.ts";
import { isDatabaseUnavailable } from "../../kernel/faults.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";

/** How long the health check gives the database to answer `select 1`. */
const healthCheckTimeoutMs = 2_000;

/** Why the database does not answer now, or null when it does. */
async function databaseProblem(db: Db): Promise<string | null> {
  const timeout = sleep(healthCheckTimeoutMs, "timeout" as const);
  const answer = db.execute(sql`select 1`).then(
    () => null,
    (err: unknown) => (isDatabaseUnavailable(err) ? "not reachable" : `error ${(err as Error).message}`),
  );
  const result = await Promise.race([answer, timeout]);
  return result === "timeout" ? `no answer within ${healthCheckTimeoutMs} ms` : result;
}

export const systemRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;
  route(api.health, async () => {
    const problems = ctx.health.problems();
    const database = await databaseProblem(db);
    if (database) {
      throw new AppError(Code.unavailable, "unavailable", {
        status: "degraded",
        problems: [`database: ${database}`, ...problems],
      });
    }
    return { status: problems.length ? ("degraded" as const) : ("ok" as const), problems };
  });

  route(api.initConfig, () => ({
    homepage_title: "仓储履约平台",
    homepage_title_en: "WMS Fulfilment Platform",
    homepage_icon: "/favicon.svg",
    main_function: "Login",
    ws_port: ctx.config.wsPort || null,
    google_sign_in: ctx.config.google !== undefined,
  }));
});
