import { orderLines, orders } from "../../src/modules/orders/orders.tables.ts";
import { products, productVariants } from "../../src/modules/products/products.tables.ts";
import type { TTestApp } from "../harness.ts";

/** Test fixtures: orders and variants written straight into the tables, with chosen timestamps. */

type TOwner = { providerId: string; customerId: string };

/** A variant of `owner` with the given warning quantity (no stock unless the test adds some). */
export async function insertVariant(t: TTestApp, owner: TOwner, sku: string, warningQuantity = 0) {
  const [product] = await t.ctx.db
    .insert(products)
    .values({ ...owner, title: `Dashboard ${sku}` })
    .returning({ id: products.id });
  const [variant] = await t.ctx.db
    .insert(productVariants)
    .values({ ...owner, productId: product?.id ?? "", sku, nameEn: `Item ${sku}`, warningQuantity })
    .returning({ id: productVariants.id });
  return variant?.id ?? "";
}

let sequence = 0;

/** An order of `owner` created (and, when given, shipped) at the given instants, with its lines. */
export async function insertOrder(
  t: TTestApp,
  owner: TOwner & { warehouseId: string },
  at: { created: Date; shipped?: Date; status?: (typeof orders.$inferInsert)["status"] },
  lines: { variantId: string; quantity: number }[] = [],
) {
  sequence += 1;
  const [order] = await t.ctx.db
    .insert(orders)
    .values({
      providerId: owner.providerId,
      customerId: owner.customerId,
      warehouseId: owner.warehouseId,
      code: `SO2099${String(sequence).padStart(9, "0")}`,
      status: at.status ?? (at.shipped ? "shipped" : "submitted"),
      consignee: "Dash Board",
      country: "US",
      address: "1 Chart Street",
      createdBy: owner.customerId,
      createdAt: at.created,
      shippedAt: at.shipped ?? null,
    })
    .returning({ id: orders.id });
  const orderId = order?.id ?? "";
  if (lines.length > 0) {
    await t.ctx.db
      .insert(orderLines)
      .values(lines.map((l, i) => ({ providerId: owner.providerId, orderId, position: i + 1, ...l })));
  }
  return orderId;
}
