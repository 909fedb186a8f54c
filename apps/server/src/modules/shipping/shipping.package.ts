import type { TPackageDetail, TPackingScanRequest } from "@wms/contracts";
import { Code } from "@wms/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
import { seconds } from "../../kernel/present.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { linesOf, orders } from "../orders/index.ts";
import {
  fail,
  orderIdByScan,
  packingBagItems,
  packingBags,
  packingWeighings,
  scannedCounts,
  staffActor,
} from "../packing/index.ts";
import { shippingWaybills } from "./shipping.tables.ts";

/**
 * Package lookup (dropshipping/specific-element): what the floor knows of one package (review, bag,
 * weighings from packing; waybill from shipping), found by its
 * order code or tracking number (code first), read without locks. Staff of the order's provider only.
 */
export async function packageDetail(
  db: Db,
  scope: AccessScope,
  q: TPackingScanRequest,
): Promise<TPackageDetail> {
  const { providerId } = await staffActor(scope, q.provider_uuid);
  const code = q.code.trim();
  const orderId = await orderIdByScan(db, providerId, code);
  const [order] = orderId
    ? await db
        .select({ order: orders, channelName: logisticsChannels.name })
        .from(orders)
        .leftJoin(logisticsChannels, tenantRow(logisticsChannels, orders.providerId, orders.channelId))
        .where(tenantRow(orders, providerId, orderId))
    : [];
  if (!order) throw fail(Code.notFound, "packing.orderNotFound", { code });
  const o = order.order;
  const [lines, scans, [bag], weighings, [waybill]] = await Promise.all([
    linesOf(db, providerId, o.id),
    scannedCounts(db, providerId, o.id),
    db
      .select({ bagNumber: packingBags.bagNumber, status: packingBags.status })
      .from(packingBagItems)
      .innerJoin(packingBags, tenantRow(packingBags, packingBagItems.providerId, packingBagItems.bagId))
      .where(and(eq(packingBagItems.providerId, providerId), eq(packingBagItems.orderId, o.id))),
    db
      .select()
      .from(packingWeighings)
      .where(and(eq(packingWeighings.providerId, providerId), eq(packingWeighings.orderId, o.id)))
      .orderBy(desc(packingWeighings.createdAt)),
    db
      .select({ boxNumber: shippingWaybills.boxNumber, printCount: shippingWaybills.printCount })
      .from(shippingWaybills)
      .where(and(eq(shippingWaybills.providerId, providerId), eq(shippingWaybills.orderId, o.id))),
  ]);
  return {
    order_id: o.id,
    code: o.code,
    status: o.status,
    consignee: o.consignee,
    country: o.country,
    channel_name: order.channelName ?? "",
    tracking_number: o.trackingNumber,
    review: {
      scanned: lines.reduce((n, l) => n + Math.min(scans.accepted.get(l.variantId) ?? 0, l.quantity), 0),
      total: lines.reduce((n, l) => n + l.quantity, 0),
      refused: scans.errors,
    },
    bag: bag ? { bag_number: bag.bagNumber, status: bag.status } : null,
    weighings: weighings.map((w) => ({
      expected_kg: w.expectedKg,
      actual_kg: w.actualKg,
      within_tolerance: w.withinTolerance,
      weighed_at: seconds(w.createdAt),
    })),
    waybill: waybill ? { box_number: waybill.boxNumber, print_count: waybill.printCount } : null,
    updated_at: seconds(o.updatedAt),
  };
}
