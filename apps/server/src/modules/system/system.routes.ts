import { systemEndpoints as api } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { defineRoutes } from "../../kernel/http/route-kit.ts";

export const systemRoutes = defineRoutes((route, { db }) => {
  route(api.health, async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" as const };
  });

  route(api.initConfig, () => ({
    homepage_title: "仓储履约平台",
    homepage_title_en: "WMS Fulfilment Platform",
    homepage_icon: "/favicon.svg",
    main_function: "Login",
  }));
});
