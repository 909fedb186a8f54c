import { ZDashboardOverview, ZDashboardQuery, ZEnvelope } from "@wms/contracts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { dashboardOverview } from "./dashboard.service.ts";

const tags = ["dashboard"];

export const dashboardRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  // The home dashboard: staff see their tenant; a drop shipper names the provider and sees its own goods.
  app.get(
    "/dashboard/overview",
    {
      config: { access: ["provider", "operator", "dropShipper"] },
      schema: { tags, querystring: ZDashboardQuery, response: { 200: ZEnvelope(ZDashboardOverview) } },
    },
    async (req, reply) => {
      const tenant = await scopeOf(req, db).tenant(req.query.provider_uuid);
      return ok(reply, await dashboardOverview(db, tenant, req.query.tz_offset));
    },
  );
};
