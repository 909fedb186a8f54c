import { inventoryEndpoints as api } from "@wms/contracts";
import { toPage } from "../../kernel/db/sql-helpers.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { startExport } from "../missions/index.ts";
import { currentAlarms } from "./inventory.alarms.ts";
import { inventoryDetail, listInventory, listStockLog } from "./inventory.queries.ts";
import { adjustStock, lookupVariants, moveStock, releaseStock } from "./inventory.service.ts";

export const inventoryRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;

  route(api.list, async ({ scope, input }) => {
    const tenant = await scope.tenant(input.provider_uuid);
    const { list, total, capped } = await listInventory(db, tenant, input);
    return toPage(list, total, input, capped);
  });
  route(api.detail, async ({ scope, input }) => {
    const tenant = await scope.tenant(input.provider_uuid);
    return { list: await inventoryDetail(db, tenant, input.variant_id, input.warehouse_id) };
  });
  route(api.export, async ({ scope, input, req }) => {
    const { provider_uuid, ...f } = input;
    const filters: Record<string, string> = {};
    if (f.warehouse_id) filters.warehouse_id = f.warehouse_id;
    if (f.customer_id) filters.customer_id = f.customer_id;
    if (f.keyword) filters.keyword = f.keyword;
    if (f.low_stock) filters.low_stock = "true";
    return startExport(ctx, scope, { kind: "inventory", provider_uuid, filters }, languageOf(req));
  });
  route(api.lookupVariant, async ({ scope, input }) => ({
    list: await lookupVariants(db, scope, input.code),
  }));
  route(api.adjust, ({ scope, input }) => adjustStock(db, scope, input));
  route(api.move, ({ scope, input }) => moveStock(db, scope, input));
  route(api.release, ({ scope, input }) => releaseStock(db, scope, input));
  route(api.stockLog, async ({ scope, input }) => {
    const tenant = await scope.tenant(input.provider_uuid);
    const { list, total } = await listStockLog(db, tenant, input);
    return toPage(list, total, input);
  });
  // Spec section 7: GET alarms/current (low stock and near-expiry lots, see docs/inventory.md).
  route(api.alarms, async ({ scope, input }) => {
    const tenant = await scope.tenant(input.provider_uuid);
    return currentAlarms(db, tenant);
  });
});
