import { and, eq } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { matches } from "../../kernel/db/sql-helpers.ts";
import { orders } from "../orders/index.ts";
import { products, productVariants } from "../products/index.ts";
import { convertShopOrder } from "./orders-in/stores.order-convert.ts";
import type { TShopOrderRead } from "./orders-in/stores.order-read.ts";
import { recordShopOrder } from "./orders-in/stores.order-record.ts";
import { queueShopStock } from "./stock-out/stores.stock-queue.ts";
import type { TShopRow } from "./stores.repository.ts";
import { shopOrders, shopStockDrifts, shops, shopVariants } from "./stores.tables.ts";

/**
 * The demo's bound shop (docs/stores.md "The demo shop"), for a first start's history: a shop marked
 * `demo` that has never had a token, so no call can reach Shopify (`shopAccess` refuses it, the workers
 * leave it out); its orders come in and are converted by the platform's own code, as a webhook's would.
 */

export const demoShopDomain = "demo-home-and-desk.myshopify.com";

export type TDemoShopPlace = {
  providerId: string;
  customerId: string;
  warehouseId: string;
  channelId: string;
};

/** The demo shop, bound at `at`, with every catalogue variant of its customer linked (as a completed sync leaves them). */
export async function bindDemoShop(db: Db, place: TDemoShopPlace, at: Date): Promise<TShopRow> {
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .insert(shops)
      .values({
        providerId: place.providerId,
        customerId: place.customerId,
        shopDomain: demoShopDomain,
        shopName: "Home & Desk (demo)",
        authKind: "custom_app",
        demo: true,
        warehouseId: place.warehouseId,
        channelId: place.channelId,
        pushStock: true,
        lastSyncedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!shop) throw new Error("seed: the demo shop was not written");
    const catalogue = await tx
      .select({
        productId: products.id,
        variantId: productVariants.id,
        title: products.title,
        variantTitle: productVariants.nameEn,
        sku: productVariants.sku,
        barcode: productVariants.barcode,
        price: productVariants.price,
        weight: productVariants.weight,
      })
      .from(productVariants)
      .innerJoin(
        products,
        and(eq(products.providerId, productVariants.providerId), eq(products.id, productVariants.productId)),
      )
      .where(matches(productVariants, { providerId: place.providerId, customerId: place.customerId }))
      .orderBy(productVariants.sku);
    if (catalogue.length > 0)
      await tx.insert(shopVariants).values(
        catalogue.map((v, i) => ({
          providerId: place.providerId,
          shopId: shop.id,
          customerId: place.customerId,
          shopifyProductId: `gid://shopify/Product/${9100 + i}`,
          shopifyVariantId: `gid://shopify/ProductVariant/${9200 + i}`,
          inventoryItemId: `gid://shopify/InventoryItem/${9300 + i}`,
          productTitle: v.title,
          variantTitle: v.variantTitle,
          productStatus: "ACTIVE",
          sku: v.sku,
          barcode: v.barcode,
          price: v.price,
          weightKg: v.weight,
          linkState: "linked" as const,
          productId: v.productId,
          variantId: v.variantId,
          syncedAt: at,
        })),
      );
    // As a completed sync does: the whole shop's stock is set at the next round (here: recorded, not sent).
    await queueShopStock(tx, shop);
    return shop;
  });
}

export type TDemoShopOrder = {
  number: number;
  at: Date;
  lines: { sku: string; quantity: number }[];
  to: {
    name: string;
    address1: string;
    city: string;
    province: string;
    zip: string;
    country_code: string;
    phone: string;
  };
};

/** A buyer's paid order in the demo shop, recorded and converted as a webhook's would be; answers its warehouse order. */
export async function placeDemoShopOrder(
  db: Db,
  shop: TShopRow,
  order: TDemoShopOrder,
): Promise<{ id: string; code: string } | null> {
  const variants = await db
    .select()
    .from(shopVariants)
    .where(matches(shopVariants, { providerId: shop.providerId, shopId: shop.id }));
  const items = order.lines.flatMap((line, i) => {
    const v = variants.find((s) => s.sku === line.sku);
    if (!v) return [];
    return [
      {
        lineItemId: `gid://shopify/LineItem/${order.number * 10 + i}`,
        shopifyVariantId: v.shopifyVariantId,
        sku: v.sku,
        title: v.productTitle,
        variantTitle: v.variantTitle,
        quantity: line.quantity,
        toShip: line.quantity,
        price: v.price,
        requiresShipping: true,
      },
    ];
  });
  const total = items.reduce((sum, item) => sum + item.quantity * Number(item.price), 0);
  const read: TShopOrderRead = {
    shopifyOrderId: `gid://shopify/Order/${order.number}`,
    name: `#${order.number}`,
    orderedAt: order.at,
    updatedAt: order.at,
    cancelledAt: null,
    customerName: order.to.name,
    email: `${order.to.name.toLowerCase().replaceAll(" ", ".")}@example.com`,
    phone: order.to.phone,
    financialStatus: "paid",
    fulfilmentStatus: "unfulfilled",
    currency: "USD",
    totalPrice: total.toFixed(2),
    shippingAddress: { ...order.to, company: "", address2: "" },
    items,
    test: false,
  };
  const recorded = await db.transaction((tx) => recordShopOrder(tx, shop, read));
  await convertShopOrder(db, { providerId: shop.providerId, id: recorded.id }, new Date());
  const [row] = await db
    .select({ id: orders.id, code: orders.code })
    .from(shopOrders)
    .innerJoin(orders, and(eq(orders.providerId, shopOrders.providerId), eq(orders.id, shopOrders.orderId)))
    .where(matches(shopOrders, { providerId: shop.providerId, id: recorded.id }));
  return row ?? null;
}

/**
 * The demo shop's drift history: every linked variant in step at `checkedAt`, and the drifts a month
 * leaves: a count typed in the admin, repaired; an order on its way in, settled by itself.
 */
export async function seedDemoDrift(db: Db, shop: TShopRow, checkedAt: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(shopVariants)
      .set({ stockInStep: true, stockCheckedAt: checkedAt })
      .where(matches(shopVariants, { providerId: shop.providerId, shopId: shop.id }));
    const picked = await tx
      .select()
      .from(shopVariants)
      .where(matches(shopVariants, { providerId: shop.providerId, shopId: shop.id }))
      .orderBy(shopVariants.sku)
      .limit(2);
    const hour = 3_600_000;
    // A count typed in the admin 2 hours ago (repaired), an order on its way in yesterday (settled).
    const drifts = [
      { variant: picked[0], hoursAgo: 2, shopify: 100, warehouse: 62, state: "repaired" as const },
      { variant: picked[1], hoursAgo: 26, shopify: 40, warehouse: 41, state: "settled" as const },
    ];
    const rows = drifts.flatMap(({ variant, hoursAgo, shopify, warehouse, state }) => {
      if (!variant) return [];
      const found = new Date(checkedAt.getTime() - hoursAgo * hour);
      const looked = new Date(found.getTime() + 120_000);
      return [
        {
          providerId: shop.providerId,
          shopId: shop.id,
          shopVariantId: variant.id,
          sku: variant.sku,
          title: variant.productTitle,
          shopifyQuantity: shopify,
          warehouseQuantity: warehouse,
          foundAt: found,
          confirmAt: looked,
          state,
          resolvedAt: looked,
          ...(state === "repaired" ? { repairedFrom: shopify, repairedTo: warehouse } : {}),
        },
      ];
    });
    if (rows.length > 0) await tx.insert(shopStockDrifts).values(rows);
    await tx
      .update(shops)
      .set({ stockCheckedAt: checkedAt, stockCheckDueAt: null })
      .where(matches(shops, { providerId: shop.providerId, id: shop.id }));
  });
}
