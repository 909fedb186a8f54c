import type { TSaveShopUserInfoRequest, TShopUserInfo, TShopUserInfoQuery } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { findTenantRow, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { badRequest, notFound } from "../../kernel/errors.ts";
import { auditedTransaction } from "../audit/index.ts";
import { users } from "../auth/index.ts";
import { channelOptions, logisticsChannels } from "../logistics/index.ts";
import { selectedWarehouseIds } from "../storage/index.ts";
import { customers } from "../tenancy/index.ts";
import { findWarehouse } from "../warehouses/index.ts";
import { requeueAfterSettings } from "./orders-in/stores.order-actions.ts";
import { queueShopStock } from "./stock-out/stores.stock-queue.ts";
import type { TShopRow } from "./stores.repository.ts";
import { ownActiveShop, visibleShop } from "./stores.service.ts";
import { shops } from "./stores.tables.ts";

/**
 * A shop's user info (`shop-manager/get-user-info`, `save-user-info`; docs/stores.md): the drop shipper
 * reads and saves it for their own shops; provider staff read it for their customers' shops.
 */

async function presentUserInfo(db: Db, row: TShopRow): Promise<TShopUserInfo> {
  const [owner] = await db
    .select({ code: customers.ownerCode, username: users.username })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(customers.providerId, row.providerId), eq(customers.id, row.customerId)));
  const warehouse = row.warehouseId ? await findWarehouse(db, row.providerId, row.warehouseId) : null;
  const channel = row.channelId
    ? await findTenantRow(db, logisticsChannels, row.providerId, row.channelId)
    : null;
  return {
    shop_id: row.id,
    shop_url: row.shopDomain,
    shop_name: row.shopName,
    user_code: owner?.code ?? "",
    username: owner?.username ?? "",
    tracking_url_template: row.trackingUrlTemplate,
    delay_fulfil_minutes: row.delayFulfilMinutes,
    include_countries: row.includeCountries,
    exclude_countries: row.excludeCountries,
    warehouse_id: row.warehouseId,
    warehouse_name: warehouse?.name ?? null,
    channel_id: row.channelId,
    channel_name: channel?.name ?? null,
    order_mode: row.orderMode,
    push_stock: row.pushStock,
  };
}

export async function shopUserInfo(db: Db, scope: AccessScope, q: TShopUserInfoQuery) {
  return presentUserInfo(db, await visibleShop(db, scope, q));
}

/** Saves the drop shipper's user info of an active shop; the warehouse and channel must be the provider's. */
export async function saveShopUserInfo(db: Db, scope: AccessScope, input: TSaveShopUserInfoRequest) {
  const row = await ownActiveShop(db, scope, input);
  const { providerId, customerId } = row;
  // The same rules as an order's: a warehouse the customer stores in, an enabled channel of it.
  const warehouseId = input.warehouse_id;
  if (warehouseId && !(await selectedWarehouseIds(db, providerId, customerId)).includes(warehouseId))
    throw badRequest("store.warehouseUnknown", { warehouse_id: "store.warehouseUnknown" });
  if (input.channel_id) {
    const filter = { ids: [input.channel_id], warehouse_id: warehouseId ?? "", status: "enabled" as const };
    if (!warehouseId || (await channelOptions(db, providerId, filter, 1)).length === 0)
      throw badRequest("store.channelUnknown", { channel_id: "store.channelUnknown" });
  }
  const values = {
    trackingUrlTemplate: input.tracking_url_template,
    delayFulfilMinutes: input.delay_fulfil_minutes,
    includeCountries: input.include_countries,
    excludeCountries: input.exclude_countries,
    warehouseId: input.warehouse_id,
    channelId: input.channel_id,
    orderMode: input.order_mode,
    pushStock: input.push_stock,
  };
  const saved = await auditedTransaction(db, scope, providerId, "update", "shop", async (tx) => {
    const updated = await updateTenantRow(tx, shops, providerId, row.id, values);
    if (!updated) throw notFound("store.notFound");
    // Stock push turned on, or its warehouse changed: the shop gets its whole stock (docs/stores.md "Stock out").
    if (updated.pushStock && (!row.pushStock || row.warehouseId !== updated.warehouseId))
      await queueShopStock(tx, updated);
    return { id: row.id, detail: { shop: row.shopDomain, user_info: values }, row: updated };
  });
  await requeueAfterSettings(db, saved.row);
  return presentUserInfo(db, saved.row);
}
