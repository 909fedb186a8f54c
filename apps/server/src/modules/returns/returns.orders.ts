import { Code, type TReturnable } from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, notFound } from "../../kernel/errors.ts";
import { orderLines, orders } from "../orders/index.ts";
import { productVariants } from "../products/index.ts";
import { returnLines, returns } from "./returns.tables.ts";

/** Advisory lock keys of this module: (namespace, hashtext(order id)); auth uses 7261002. */
const orderReturnsLock = 7261003;

/**
 * The customer's shipped order an RMA is raised from. The orders module's rows are only read; the units
 * still returnable are counted under an advisory lock per order (taken here, held to the commit), so two
 * RMAs raised at once from one order are counted one after the other and never both take the last units.
 */
export async function lockShippedOrder(tx: Db, providerId: string, customerId: string, orderId: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      warehouseId: orders.warehouseId,
      consignee: orders.consignee,
    })
    .from(orders)
    .where(and(tenantRow(orders, providerId, orderId), eq(orders.customerId, customerId)));
  if (!order) throw notFound();
  if (order.status !== "shipped")
    throw new AppError(
      Code.badRequest,
      "returns.orderNotShipped",
      { fields: { order_id: "returns.orderNotShipped" } },
      { code: order.code },
    );
  await tx.execute(sql`select pg_advisory_xact_lock(${orderReturnsLock}, hashtext(${order.id}))`);
  return order;
}

/** Per SKU of a shipped order: units shipped, units on its RMAs that are not cancelled, and those left. */
export async function returnableOf(db: Db, providerId: string, orderId: string) {
  const rows = await db
    .select({
      variantId: orderLines.variantId,
      sku: productVariants.sku,
      nameEn: productVariants.nameEn,
      nameCn: productVariants.nameCn,
      shipped: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
      onReturns: sql<number>`coalesce((select sum(l.quantity) from ${returnLines} l
        join ${returns} r on r.provider_id = l.provider_id and r.id = l.return_id
        where l.provider_id = ${providerId} and r.order_id = ${orderId} and r.status <> 'cancelled'
          and l.variant_id = ${orderLines.variantId}), 0)`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(productVariants, tenantRow(productVariants, orderLines.providerId, orderLines.variantId))
    .where(and(eq(orderLines.providerId, providerId), eq(orderLines.orderId, orderId)))
    .groupBy(orderLines.variantId, productVariants.sku, productVariants.nameEn, productVariants.nameCn)
    .orderBy(productVariants.sku);
  return new Map(rows.map((r) => [r.variantId, { ...r, returnable: Math.max(r.shipped - r.onReturns, 0) }]));
}

/** returns/query-returnable-lines: what of a shipped order may still come back. */
export async function returnableLines(
  db: Db,
  owner: { providerId: string; customerId: string | null },
  orderId: string,
): Promise<TReturnable> {
  const [order] = await db
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      customerId: orders.customerId,
      warehouseId: orders.warehouseId,
      consignee: orders.consignee,
    })
    .from(orders)
    .where(
      and(
        tenantRow(orders, owner.providerId, orderId),
        owner.customerId ? eq(orders.customerId, owner.customerId) : undefined,
      ),
    );
  if (!order) throw notFound();
  if (order.status !== "shipped")
    throw new AppError(Code.badRequest, "returns.orderNotShipped", null, { code: order.code });
  const lines = [...(await returnableOf(db, owner.providerId, order.id)).values()];
  return {
    order_id: order.id,
    order_code: order.code,
    warehouse_id: order.warehouseId,
    consignee: order.consignee,
    lines: lines.map((l) => ({
      sku: l.sku,
      name_en: l.nameEn,
      name_cn: l.nameCn,
      shipped: l.shipped,
      on_returns: l.onReturns,
      returnable: l.returnable,
    })),
  };
}
