import type { TReturnDisposition } from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
import { sendSystemMail } from "../mail/index.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";
import { enqueueWebhookEvent } from "../webhooks/index.ts";
import { returnLines, returnUnits } from "./returns.tables.ts";

/**
 * What the merchant is told of its RMA, in the transaction that caused it (docs/returns.md): a system mail
 * (with its live unread count) and a webhook event, `return.received` when the parcel arrives and
 * `return.inspected` with each unit's result when the inspection is finished.
 */
type TNoticeReturn = {
  providerId: string;
  customerId: string;
  warehouseId: string;
  id: string;
  code: string;
  orderCode: string | null;
  trackingNumber: string;
};

const link = (r: TNoticeReturn) => `/ds/returns?return=${r.id}`;

async function mailboxOf(tx: Db, r: TNoticeReturn) {
  const [row] = await tx
    .select({ userId: customers.userId, warehouse: warehouses.code })
    .from(customers)
    .innerJoin(warehouses, tenantRow(warehouses, r.providerId, r.warehouseId))
    .where(tenantRow(customers, r.providerId, r.customerId));
  return row ?? null;
}

export async function tellReceived(tx: Db, r: TNoticeReturn) {
  const box = await mailboxOf(tx, r);
  await enqueueWebhookEvent(tx, {
    providerId: r.providerId,
    customerId: r.customerId,
    type: "return.received",
    payload: {
      return_id: r.id,
      code: r.code,
      order_code: r.orderCode,
      warehouse_id: r.warehouseId,
      tracking_number: r.trackingNumber,
    },
  });
  if (!box) return;
  await sendSystemMail(tx, {
    mailboxId: box.userId,
    providerId: r.providerId,
    template: "returnReceived",
    params: { return_no: r.code, order_no: r.orderCode ?? "-", warehouse: box.warehouse },
    link: link(r),
  });
}

/**
 * Each line's inspections (disposition, units, bin) and missing units, read once when an inspection ends: the
 * webhook and the mail report them, and the shop's report (returns.shop.ts) is made of them.
 */
export async function inspectedLinesOf(tx: Db, r: { providerId: string; id: string }) {
  return tx
    .select({
      variantId: returnLines.variantId,
      shopLineId: returnLines.shopLineId,
      sku: productVariants.sku,
      quantity: returnLines.quantity,
      missing: returnLines.missing,
      units: sql<{ disposition: TReturnDisposition; quantity: number; location: string | null }[]>`coalesce((
        select jsonb_agg(jsonb_build_object('disposition', u.disposition, 'quantity', u.quantity,
          'location', u.location_code) order by u.created_at, u.id)
        from ${returnUnits} u where u.provider_id = ${returnLines.providerId} and u.line_id = ${returnLines.id}
      ), '[]'::jsonb)`,
    })
    .from(returnLines)
    .innerJoin(productVariants, tenantRow(productVariants, returnLines.providerId, returnLines.variantId))
    .where(and(eq(returnLines.providerId, r.providerId), eq(returnLines.returnId, r.id)))
    .orderBy(returnLines.position);
}

export type TInspectedLine = Awaited<ReturnType<typeof inspectedLinesOf>>[number];

export async function tellInspected(tx: Db, r: TNoticeReturn, lines: TInspectedLine[]) {
  const total = (d: string) =>
    lines.reduce(
      (s, l) => s + l.units.filter((u) => u.disposition === d).reduce((a, u) => a + u.quantity, 0),
      0,
    );
  await enqueueWebhookEvent(tx, {
    providerId: r.providerId,
    customerId: r.customerId,
    type: "return.inspected",
    payload: {
      return_id: r.id,
      code: r.code,
      order_code: r.orderCode,
      warehouse_id: r.warehouseId,
      lines: lines.map((l) => ({ sku: l.sku, quantity: l.quantity, missing: l.missing, units: l.units })),
    },
  });
  const box = await mailboxOf(tx, r);
  if (!box) return;
  await sendSystemMail(tx, {
    mailboxId: box.userId,
    providerId: r.providerId,
    template: "returnInspected",
    params: {
      return_no: r.code,
      order_no: r.orderCode ?? "-",
      restocked: total("restock") + total("relabel"),
      quarantined: total("quarantine"),
      disposed: total("dispose"),
      sent_back: total("return_to_merchant"),
      missing: lines.reduce((s, l) => s + l.missing, 0),
    },
    link: link(r),
  });
}
