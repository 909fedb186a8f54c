import { exportSources } from "../../kernel/documents/exports.ts";
import { defineModule } from "../../kernel/module.ts";
import { balanceRaisedListeners } from "../customers/index.ts";
import { confirmGuards } from "../orders/index.ts";
import { billingRoutes } from "./billing.routes.ts";
import * as tables from "./billing.tables.ts";
import { chargesExport } from "./charges/charges.export.ts";
import { creditHoldGuard, releaseOnTopUp } from "./credit/credit.hold.ts";

/**
 * 3PL billing (docs/billing.md): rate cards, charges from the work, storage nights, the price before the
 * work; it holds orders at confirm when the customer's credit does not cover them, and releases them when a
 * top-up does; its charges export as a spreadsheet (a mission).
 */
export const billingModule = defineModule({
  name: "billing",
  routes: billingRoutes,
  tables,
  hooks: () => [
    confirmGuards.provide(creditHoldGuard),
    balanceRaisedListeners.provide(releaseOnTopUp),
    exportSources.provide(chargesExport),
  ],
});
