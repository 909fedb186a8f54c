import type { TShopListQuery } from "@wms/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { firstRowOf, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { findMission } from "../missions/index.ts";
import { customers } from "../tenancy/index.ts";
import { shops } from "./stores.tables.ts";

/** SQL of shops. Lists are bounded by the provider (and the customer for a drop shipper). */

export type TShopRow = typeof shops.$inferSelect;
export type TListedShop = TShopRow & { ownerCode: string };

/** Where a shop keeps its last mission of a kind: the product sync, the fulfilment push (stores.shop-missions.ts). */
export type TShopMissionSlot = "syncMissionId" | "fulfilMissionId";
export const shopMissionSlots: readonly TShopMissionSlot[] = ["syncMissionId", "fulfilMissionId"];

/** The shop's last mission of the slot's kind, if it ever had one. */
export function shopMission(db: Db, shop: Pick<TShopRow, TShopMissionSlot>, slot: TShopMissionSlot) {
  const id = shop[slot];
  return id ? findMission(db, id) : Promise.resolve(undefined);
}

const ownerJoin = tenantRow(customers, shops.providerId, shops.customerId);

/**
 * The shop bound (active) under this myshopify domain, whoever it is bound to: a shop is bound to one
 * account at a time across providers, and Shopify names a shop only by its domain.
 */
export function findBoundShop(db: Db, shopDomain: string) {
  return firstRowOf(db, shops, and(eq(shops.shopDomain, shopDomain), eq(shops.status, "active")));
}

/**
 * The shop Shopify's webhooks for this domain speak of: the bound one, else the one whose access was lost
 * most recently (it still signs with its app's secret, and its `app/uninstalled` must still release it).
 */
export async function findWebhookShop(db: Db, shopDomain: string) {
  const [row] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.shopDomain, shopDomain), inArray(shops.status, ["active", "access_lost"])))
    .orderBy(sql`${shops.status} = 'active' desc`, desc(shops.updatedAt))
    .limit(1);
  return row;
}

/** The customer's own row for this domain (bound or not), to bind it again instead of adding another. */
export function findCustomerShop(db: Db, providerId: string, customerId: string, shopDomain: string) {
  return firstRowOf(
    db,
    shops,
    and(eq(shops.providerId, providerId), eq(shops.customerId, customerId), eq(shops.shopDomain, shopDomain)),
  );
}

/** Shops with their owner's code, as lists show them (FROM and join; the caller adds the WHERE). */
const shopsWithOwner = (db: Db) =>
  db.select({ shop: shops, ownerCode: customers.ownerCode }).from(shops).innerJoin(customers, ownerJoin);

export function listShops(
  db: Db,
  tenant: { providerId: string; customerId: string | null },
  q: TShopListQuery,
) {
  return listPage(
    db,
    {
      select: shopsWithOwner(db),
      from: shops,
      where: [
        eq(shops.providerId, tenant.providerId),
        filterEq(shops.customerId, tenant.customerId ?? q.customer_id),
        filterEq(shops.status, q.status),
      ],
      keyword: [shops.shopDomain, shops.shopName],
      sorts: { created_at: shops.createdAt, shop_url: shops.shopDomain },
      id: shops.id,
      idOrder: "same",
    },
    q,
  );
}

/** One shop of the provider with its owner's code, as lists show it. */
export async function findListedShop(db: Db, providerId: string, id: string): Promise<TListedShop> {
  const [r] = await shopsWithOwner(db).where(tenantRow(shops, providerId, id));
  if (!r) throw new Error(`shop ${id} vanished`);
  return { ...r.shop, ownerCode: r.ownerCode };
}

/** The bound shops of every customer account of a user (the sign-in answer's shop list). */
export function boundShopsOfUser(db: Db, userId: string) {
  return db
    .select({ id: shops.id, shopDomain: shops.shopDomain, providerId: shops.providerId })
    .from(shops)
    .innerJoin(customers, ownerJoin)
    .where(and(eq(customers.userId, userId), eq(shops.status, "active")))
    .orderBy(shops.createdAt, shops.id);
}
