import type { TFinishShelfReturnRequest, TShelfReturn, TShelfReturnQuery } from "@wms/contracts";
import { Code } from "@wms/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { tenantRow, toPage } from "../../kernel/db/sql-helpers.ts";
import { AppError, notFound } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { actorOf, finishShelfReturnTask, insertLog, orderShelfReturns, orders } from "../orders/index.ts";
import { productVariants } from "../products/index.ts";
import { warehouseLocations, warehouses } from "../warehouses/index.ts";

/**
 * Return-to-shelf tasks (order_shelf_returns): written by the lifecycle when an order whose goods were
 * already picked is cut off or re-queued. The stock was released at that moment and is available again
 * at the location it was picked from, so marking a task done moves no stock: it records that the goods
 * are physically back (who and when) and writes the order log.
 */

type TTaskRow = {
  task: typeof orderShelfReturns.$inferSelect;
  orderCode: string;
  warehouseName: string;
};

const taskColumns = {
  task: orderShelfReturns,
  orderCode: orders.code,
  warehouseName: warehouses.name,
};

const joinOrder = tenantRow(orders, orderShelfReturns.providerId, orderShelfReturns.orderId);
const joinWarehouse = tenantRow(warehouses, orderShelfReturns.providerId, orderShelfReturns.warehouseId);

export async function listShelfReturns(db: Db, scope: AccessScope, q: TShelfReturnQuery) {
  const providerId = scope.ownProviderId();
  // order_shelf_returns_status_idx (provider, warehouse, status, created_at) serves filter and order.
  const { rows, total } = await listPage(
    db,
    {
      select: db
        .select(taskColumns)
        .from(orderShelfReturns)
        .innerJoin(orders, joinOrder)
        .innerJoin(warehouses, joinWarehouse),
      from: orderShelfReturns,
      // The keyword reads the order's code: only then does the count need the order.
      countJoins: q.keyword ? [{ table: orders, on: joinOrder }] : [],
      where: [
        eq(orderShelfReturns.providerId, providerId),
        filterEq(orderShelfReturns.warehouseId, q.warehouse_id),
        filterEq(orderShelfReturns.status, q.status),
      ],
      keyword: [orders.code],
      sort: orderShelfReturns.createdAt,
      id: orderShelfReturns.id,
      idOrder: "same",
    },
    q,
  );
  return toPage(await present(db, providerId, rows), total, q);
}

/** Marks one task done in one transaction; 4004 unknown (or another tenant's), 4009 already done. */
export async function finishShelfReturn(
  db: Db,
  scope: AccessScope,
  input: TFinishShelfReturnRequest,
): Promise<TShelfReturn> {
  const actor = await actorOf(scope, undefined);
  const providerId = actor.providerId;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(taskColumns)
      .from(orderShelfReturns)
      .innerJoin(orders, joinOrder)
      .innerJoin(warehouses, joinWarehouse)
      .where(tenantRow(orderShelfReturns, providerId, input.task_id))
      .for("update", { of: orderShelfReturns });
    if (!row) throw notFound("shipping.shelfReturnNotFound");
    if (row.task.status === "done") {
      throw new AppError(
        Code.conflict,
        "shipping.shelfReturnDone",
        { status: row.task.status },
        { code: row.orderCode },
      );
    }
    const task = await finishShelfReturnTask(tx, providerId, row.task.id, actor);
    if (!task) throw notFound("shipping.shelfReturnNotFound");
    await insertLog(tx, {
      providerId,
      orderId: task.orderId,
      action: "shelf_return_done",
      actorUserId: actor.userId,
      actorName: actor.userName,
      detail: { task_id: task.id, lines: task.lines },
    });
    const [presented] = await present(tx, providerId, [{ ...row, task }]);
    if (!presented) throw notFound("shipping.shelfReturnNotFound");
    return presented;
  });
}

/** SKU, name and location code of the page's lines, in two queries. */
async function present(db: Db, providerId: string, rows: TTaskRow[]): Promise<TShelfReturn[]> {
  const variantIds = [...new Set(rows.flatMap((r) => r.task.lines.map((l) => l.variantId)))];
  const locationIds = [
    ...new Set(rows.flatMap((r) => r.task.lines.flatMap((l) => (l.locationId ? [l.locationId] : [])))),
  ];
  const [variants, locations] = await Promise.all([
    variantIds.length
      ? db
          .select({
            id: productVariants.id,
            sku: productVariants.sku,
            nameEn: productVariants.nameEn,
            nameCn: productVariants.nameCn,
          })
          .from(productVariants)
          .where(and(eq(productVariants.providerId, providerId), inArray(productVariants.id, variantIds)))
      : [],
    locationIds.length
      ? db
          .select({ id: warehouseLocations.id, code: warehouseLocations.code })
          .from(warehouseLocations)
          .where(
            and(eq(warehouseLocations.providerId, providerId), inArray(warehouseLocations.id, locationIds)),
          )
      : [],
  ]);
  const variantOf = new Map(variants.map((v) => [v.id, v]));
  const locationOf = new Map(locations.map((l) => [l.id, l.code]));
  return rows.map(({ task, orderCode, warehouseName }) => ({
    task_id: task.id,
    order_id: task.orderId,
    order_code: orderCode,
    warehouse_id: task.warehouseId,
    warehouse_name: warehouseName,
    status: task.status,
    lines: task.lines.map((l) => {
      const v = variantOf.get(l.variantId);
      return {
        variant_id: l.variantId,
        sku: v?.sku ?? "",
        name: v ? v.nameEn || v.nameCn : "",
        location_id: l.locationId ?? "",
        location_code: l.locationId ? (locationOf.get(l.locationId) ?? "") : "",
        quantity: l.quantity,
      };
    }),
    created_at: seconds(task.createdAt) ?? 0,
    done_at: seconds(task.doneAt),
    done_by: task.doneByName,
  }));
}
