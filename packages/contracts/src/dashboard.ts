import { z } from "zod";
import { ZSkuNames } from "./shared-fields.ts";

/**
 * The home dashboard (GET /api/dashboard/overview): order trend, low stock, top sales, counters and the
 * getting-started checklist of one tenant, or of one customer when a drop shipper asks (with provider_uuid).
 */

/** Days in the order trend and the top-sales window (today included). */
export const dashboardDays = 30;
/** How many low-stock SKUs and top sellers the dashboard lists. */
export const dashboardListSize = 10;

export const ZDashboardQuery = z.object({
  provider_uuid: z.string().uuid().optional(),
  /**
   * The browser's offset from UTC in minutes, east positive (-new Date().getTimezoneOffset()); days of the
   * trend are the caller's local days. Without it the days are UTC days.
   */
  tz_offset: z.coerce
    .number()
    .int("dashboard.tzOffset")
    .min(-840, "dashboard.tzOffset")
    .max(840, "dashboard.tzOffset")
    .default(0),
});

export const ZTrendDay = z.object({
  /** YYYY-MM-DD in the caller's offset. */
  day: z.string(),
  created: z.number().int(),
  shipped: z.number().int(),
});
export type TTrendDay = z.infer<typeof ZTrendDay>;

export const ZLowStockItem = z.object({
  ...ZSkuNames,
  owner_code: z.string(),
  /** Available over all the provider's warehouses. */
  available: z.number().int(),
  warning_quantity: z.number().int(),
});
export type TLowStockItem = z.infer<typeof ZLowStockItem>;

export const ZTopSalesItem = z.object({
  ...ZSkuNames,
  /** Units shipped in the window. */
  quantity: z.number().int(),
  /** Shipped orders that carried it. */
  orders: z.number().int(),
});
export type TTopSalesItem = z.infer<typeof ZTopSalesItem>;

/**
 * The "getting started" checklist, in the order the card lists it: provider staff see the first four (what a
 * warehouse needs before it can take goods in), a drop shipper the last four (what a customer does to ship
 * its first order). Each step is done when the tenant's data shows it (docs/decisions.md, "Getting started").
 */
export const providerStartSteps = ["warehouse", "locations", "channel", "customer"] as const;
export const shipperStartSteps = ["shop", "products", "receipt", "order"] as const;
export const gettingStartedSteps = [...providerStartSteps, ...shipperStartSteps] as const;
export type TGettingStartedStep = (typeof gettingStartedSteps)[number];

export const ZGettingStartedItem = z.object({
  step: z.enum(gettingStartedSteps),
  done: z.boolean(),
});
export type TGettingStartedItem = z.infer<typeof ZGettingStartedItem>;

export const ZDashboardOverview = z.object({
  /** dashboardDays entries, oldest first, days without orders included. */
  trend: z.array(ZTrendDay),
  low_stock: z.object({
    list: z.array(ZLowStockItem),
    /** All low-stock SKUs (the list shows the lowest dashboardListSize). */
    total: z.number().int(),
    /** The total is a lower bound: the alarm query stops counting at its limit. */
    truncated: z.boolean(),
  }),
  top_sales: z.array(ZTopSalesItem),
  counters: z.object({
    /** Orders submitted and waiting for the warehouse to confirm them. */
    awaiting_confirmation: z.number().int(),
    in_exception: z.number().int(),
    /** Receipts submitted and not yet being received. */
    receipts_awaiting_receiving: z.number().int(),
  }),
  /** providerStartSteps for staff, shipperStartSteps for a drop shipper, always all of them, in that order. */
  getting_started: z.array(ZGettingStartedItem),
});
export type TDashboardOverview = z.infer<typeof ZDashboardOverview>;
