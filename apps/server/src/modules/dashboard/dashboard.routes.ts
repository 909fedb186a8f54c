import { dashboardEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { dashboardOverview } from "./dashboard.service.ts";

export const dashboardRoutes = defineRoutes((route, { db }) => {
  // The home dashboard: staff see their tenant; a drop shipper names the provider and sees its own goods.
  route(api.overview, async ({ scope, input }) => {
    const tenant = await scope.tenant(input.provider_uuid);
    return dashboardOverview(db, tenant, input.tz_offset);
  });
});
