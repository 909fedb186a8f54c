import { ZEnvelope, ZInitConfig } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";

export const systemRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);

  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: { tags: ["system"], response: { 200: ZEnvelope(z.object({ status: z.literal("ok") })) } },
    },
    async (_req, reply) => {
      await ctx.db.execute(sql`select 1`);
      return ok(reply, { status: "ok" as const });
    },
  );

  app.get(
    "/config/init-config",
    { config: { access: "public" }, schema: { tags: ["system"], response: { 200: ZEnvelope(ZInitConfig) } } },
    async (_req, reply) =>
      ok(reply, {
        homepage_title: "仓储履约平台",
        homepage_title_en: "WMS Fulfilment Platform",
        homepage_icon: "/favicon.svg",
        main_function: "Login",
      }),
  );
};
