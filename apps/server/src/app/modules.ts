import { installHooks, type TModuleDescriptor } from "../kernel/module.ts";
import { accountsModule } from "../modules/accounts/accounts.module.ts";
import { auditModule } from "../modules/audit/audit.module.ts";
import { authModule } from "../modules/auth/auth.module.ts";
import { billingModule } from "../modules/billing/billing.module.ts";
import { countsModule } from "../modules/counts/counts.module.ts";
import { customersModule } from "../modules/customers/customers.module.ts";
import { dashboardModule } from "../modules/dashboard/dashboard.module.ts";
import { digestsModule } from "../modules/digests/digests.module.ts";
import { integrityModule } from "../modules/integrity/integrity.module.ts";
import { inventoryModule } from "../modules/inventory/inventory.module.ts";
import { logisticsModule } from "../modules/logistics/logistics.module.ts";
import { mailModule } from "../modules/mail/mail.module.ts";
import { missionsModule } from "../modules/missions/missions.module.ts";
import { ordersModule } from "../modules/orders/orders.module.ts";
import { outgoingMailModule } from "../modules/outgoing-mail/outgoing-mail.module.ts";
import { packagingModule } from "../modules/packaging/packaging.module.ts";
import { packingModule } from "../modules/packing/packing.module.ts";
import { productsModule } from "../modules/products/products.module.ts";
import { receiptsModule } from "../modules/receipts/receipts.module.ts";
import { replenishmentModule } from "../modules/replenishment/replenishment.module.ts";
import { returnsModule } from "../modules/returns/returns.module.ts";
import { settingsModule } from "../modules/settings/settings.module.ts";
import { shippingModule } from "../modules/shipping/shipping.module.ts";
import { siteModule } from "../modules/site/site.module.ts";
import { sourcingModule } from "../modules/sourcing/sourcing.module.ts";
import { storageModule } from "../modules/storage/storage.module.ts";
import { storesModule } from "../modules/stores/stores.module.ts";
import { systemModule } from "../modules/system/system.module.ts";
import { tenancyModule } from "../modules/tenancy/tenancy.module.ts";
import { vasModule } from "../modules/vas/vas.module.ts";
import { warehousesModule } from "../modules/warehouses/warehouses.module.ts";
import { wavesModule } from "../modules/waves/waves.module.ts";
import { webhooksModule } from "../modules/webhooks/webhooks.module.ts";

/**
 * Every module of the platform: the only place modules are wired together. A new module adds its
 * descriptor here (routes, sockets, tables, hooks); its routes are mounted in this order under /api.
 */
export const modules: readonly TModuleDescriptor[] = [
  systemModule,
  authModule,
  accountsModule,
  tenancyModule,
  settingsModule,
  auditModule,
  mailModule,
  outgoingMailModule,
  missionsModule,
  customersModule,
  productsModule,
  webhooksModule,
  warehousesModule,
  packagingModule,
  storageModule,
  inventoryModule,
  receiptsModule,
  logisticsModule,
  ordersModule,
  shippingModule,
  packingModule,
  wavesModule,
  dashboardModule,
  integrityModule,
  digestsModule,
  storesModule,
  sourcingModule,
  vasModule,
  returnsModule,
  countsModule,
  replenishmentModule,
  billingModule,
  siteModule,
];

/** Installs what every module adds to the others (idempotent: each test app calls it). */
export function installModules(): readonly TModuleDescriptor[] {
  installHooks(modules);
  return modules;
}
