// Every table of every module, for drizzle's relational queries. drizzle-kit reads the *.tables.ts files directly.
import * as audit from "../../modules/audit/audit.tables.ts";
import * as auth from "../../modules/auth/auth.tables.ts";
import * as customersModule from "../../modules/customers/customers.tables.ts";
import * as inventoryModule from "../../modules/inventory/inventory.tables.ts";
import * as logistics from "../../modules/logistics/logistics.tables.ts";
import * as mail from "../../modules/mail/mail.tables.ts";
import * as missions from "../../modules/missions/missions.tables.ts";
import * as ordersModule from "../../modules/orders/orders.tables.ts";
import * as packingModule from "../../modules/packing/packing.tables.ts";
import * as productsModule from "../../modules/products/products.tables.ts";
import * as receiptsModule from "../../modules/receipts/receipts.tables.ts";
import * as settings from "../../modules/settings/settings.tables.ts";
import * as shippingModule from "../../modules/shipping/shipping.tables.ts";
import * as site from "../../modules/site/site.tables.ts";
import * as storageModule from "../../modules/storage/storage.tables.ts";
import * as tenancy from "../../modules/tenancy/tenancy.tables.ts";
import * as warehousesModule from "../../modules/warehouses/warehouses.tables.ts";
import * as wavesModule from "../../modules/waves/waves.tables.ts";
import * as webhooks from "../../modules/webhooks/webhooks.tables.ts";

export const schema = {
  ...tenancy,
  ...auth,
  ...settings,
  ...audit,
  ...mail,
  ...missions,
  ...customersModule,
  ...productsModule,
  ...site,
  ...webhooks,
  ...warehousesModule,
  ...storageModule,
  ...logistics,
  ...inventoryModule,
  ...receiptsModule,
  ...ordersModule,
  ...packingModule,
  ...shippingModule,
  ...wavesModule,
};
