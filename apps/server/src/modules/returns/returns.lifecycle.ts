import type { TReturnAction, TReturnStatus } from "@wms/contracts";
import { defineLifecycle } from "../../kernel/lifecycle.ts";

/** Who acts on an RMA: the warehouse's staff, the customer it is for, or its bound shop (a Shopify return). */
export type TReturnWho = "staff" | "customer" | "shop";

/**
 * An RMA's life (docs/returns.md): requested, in transit once the parcel has a tracking number, received by
 * scan at the warehouse, inspected unit by unit (`inspect` keeps the state), then finished (units not found
 * are missing) and closed. Cancelled only before the parcel arrives: what is in the warehouse is inspected.
 * A parcel that came unannounced starts received (returns.receiving.ts).
 */
export const returnsLifecycle = defineLifecycle<TReturnAction, TReturnStatus, TReturnWho, void>({
  ship: { from: ["requested", "in_transit"], to: "in_transit", who: ["customer", "staff", "shop"] },
  receive: { from: ["requested", "in_transit"], to: "received", who: ["staff"] },
  inspect: { from: ["received"], to: null, who: ["staff"] },
  finish: { from: ["received"], to: "inspected", who: ["staff"] },
  close: { from: ["inspected"], to: "closed", who: ["staff"] },
  cancel: { from: ["requested", "in_transit"], to: "cancelled", who: ["customer", "staff", "shop"] },
});
