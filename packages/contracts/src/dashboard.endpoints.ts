import { ZDashboardOverview, ZDashboardQuery } from "./dashboard.ts";
import { endpoint } from "./endpoint.ts";

export const dashboardEndpoints = {
  // The home dashboard: staff see their tenant; a drop shipper names the provider and sees its own goods.
  overview: endpoint({
    method: "GET",
    path: "dashboard/overview",
    summary:
      "Order trend, low stock, top sales, counters and the getting-started checklist for the home screen",
    tag: "dashboard",
    access: ["provider", "operator", "dropShipper"],
    input: ZDashboardQuery,
    output: ZDashboardOverview,
  }),
};
