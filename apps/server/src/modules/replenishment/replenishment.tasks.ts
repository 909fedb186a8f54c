import {
  Code,
  type TCancelReplenishmentRequest,
  type TConfirmReplenishmentRequest,
  type TReplenishment,
  type TReplenishmentQuery,
} from "@wms/contracts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { filterEq, listPage } from "../../kernel/db/list-query.ts";
import { presentPage, tenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, notFound, orNotFound, text } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { changeOnHandMany, InsufficientStock } from "../inventory/index.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouseLocations } from "../warehouses/index.ts";
import { replenishmentLifecycle } from "./replenishment.lifecycle.ts";
import { replenishments } from "./replenishment.tables.ts";

const fromBin = alias(warehouseLocations, "from_bin");
const toBin = alias(warehouseLocations, "to_bin");

const taskSelect = (db: Db) =>
  db
    .select({
      task: replenishments,
      fromCode: fromBin.code,
      toCode: toBin.code,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      nameEn: productVariants.nameEn,
      nameCn: productVariants.nameCn,
      ownerCode: customers.ownerCode,
    })
    .from(replenishments)
    .innerJoin(fromBin, tenantRow(fromBin, replenishments.providerId, replenishments.fromLocationId))
    .innerJoin(toBin, tenantRow(toBin, replenishments.providerId, replenishments.toLocationId))
    .innerJoin(
      productVariants,
      tenantRow(productVariants, replenishments.providerId, replenishments.variantId),
    )
    .innerJoin(
      customers,
      and(eq(customers.providerId, replenishments.providerId), eq(customers.id, replenishments.customerId)),
    );

type TTaskRow = Awaited<ReturnType<ReturnType<typeof taskSelect>["execute"]>>[number];

const presentTask = (r: TTaskRow): TReplenishment => ({
  id: r.task.id,
  code: r.task.code,
  warehouse_id: r.task.warehouseId,
  status: r.task.status,
  reason: r.task.reason,
  wave_code: r.task.waveCode,
  sku: r.sku,
  barcode: r.barcode,
  name_en: r.nameEn,
  name_cn: r.nameCn,
  owner_code: r.ownerCode,
  batch: r.task.batch,
  from_location_code: r.fromCode,
  to_location_code: r.toCode,
  quantity: r.task.quantity,
  moved: r.task.moved,
  note: r.task.note,
  created_at: seconds(r.task.createdAt),
  done_at: seconds(r.task.doneAt),
  done_by: r.task.doneByName,
});

/** Tasks newest first (open ones first when no status is chosen). */
export async function listReplenishments(db: Db, scope: AccessScope, q: TReplenishmentQuery) {
  const providerId = scope.ownProviderId();
  const page = await listPage(
    db,
    {
      from: replenishments,
      select: taskSelect(db),
      countJoins: [
        {
          table: productVariants,
          on: tenantRow(productVariants, replenishments.providerId, replenishments.variantId),
        },
        { table: fromBin, on: tenantRow(fromBin, replenishments.providerId, replenishments.fromLocationId) },
        { table: toBin, on: tenantRow(toBin, replenishments.providerId, replenishments.toLocationId) },
      ],
      where: [
        eq(replenishments.providerId, providerId),
        filterEq(replenishments.warehouseId, q.warehouse_id),
        filterEq(replenishments.status, q.status),
      ],
      keyword: [replenishments.code, productVariants.sku, productVariants.barcode, fromBin.code, toBin.code],
      orderBy: [
        sql`(${replenishments.status} = 'open') desc`,
        desc(replenishments.createdAt),
        asc(replenishments.id),
      ],
    },
    q,
  );
  return presentPage(page, presentTask, q);
}

async function taskById(db: Db, providerId: string, id: string) {
  const [row] = await taskSelect(db).where(tenantRow(replenishments, providerId, id));
  return presentTask(orNotFound(row, "replenishment.taskNotFound"));
}

/** The open task locked, with its codes; 4004 when unseen, 4009 when no longer open. */
async function lockOpen(tx: Db, providerId: string, id: string, action: "confirm" | "cancel") {
  const [row] = await taskSelect(tx)
    .where(tenantRow(replenishments, providerId, id))
    .for("update", { of: replenishments });
  if (!row) throw notFound("replenishment.taskNotFound");
  await replenishmentLifecycle.apply(
    action,
    { state: row.task.status, who: "staff" },
    undefined,
    () =>
      new AppError(Code.conflict, "replenishment.taskClosed", null, {
        code: row.task.code,
        status: text(`replenishment.status.${row.task.status}`),
      }),
  );
  return row;
}

/** Which field a wrong scan names, and the field's own (parameter-free) message. */
const scanFields = {
  from_location_code: "replenishment.fromRequired",
  code: "replenishment.skuRequired",
  to_location_code: "replenishment.toRequired",
  quantity: "replenishment.quantityFormat",
} as const;
const wrongScan = (field: keyof typeof scanFields, key: string, params: Record<string, string | number>) =>
  new AppError(Code.badRequest, key, { fields: { [field]: scanFields[field] } }, params);

/**
 * Does a task by scan (docs/replenishment.md "Doing it"): the storage bin, the SKU and the pick face must be
 * the task's; the units (at most the task's) move from the storage lot to the face through the ledger, two
 * stock-log rows (replenish_out, replenish_in) with the task as document. Stock taken from the lot since the
 * task was made: 4009 naming what is free there.
 */
export async function confirmReplenishment(db: Db, scope: AccessScope, input: TConfirmReplenishmentRequest) {
  const providerId = scope.ownProviderId();
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, providerId, input.task_id, "confirm");
    const t = row.task;
    if (input.from_location_code.toUpperCase() !== row.fromCode)
      throw wrongScan("from_location_code", "replenishment.wrongFrom", { code: row.fromCode });
    if (input.code !== row.sku && (row.barcode === "" || input.code !== row.barcode))
      throw wrongScan("code", "replenishment.wrongSku", { sku: row.sku });
    if (input.to_location_code.toUpperCase() !== row.toCode)
      throw wrongScan("to_location_code", "replenishment.wrongTo", { code: row.toCode });
    if (input.quantity > t.quantity)
      throw wrongScan("quantity", "replenishment.tooMany", { quantity: t.quantity });
    const lot = { batch: t.batch, productionDate: t.productionDate, expiryDate: t.expiryDate };
    const base = { warehouseId: t.warehouseId, variantId: t.variantId, customerId: t.customerId, lot };
    const document = { type: "replenishment" as const, id: t.id, code: t.code };
    try {
      await changeOnHandMany(tx, { providerId, userId: scope.userId }, [
        { ...base, locationId: t.fromLocationId, delta: -input.quantity, reason: "replenish_out", document },
        { ...base, locationId: t.toLocationId, delta: input.quantity, reason: "replenish_in", document },
      ]);
    } catch (error) {
      if (!(error instanceof InsufficientStock)) throw error;
      throw new AppError(Code.conflict, "replenishment.stockMoved", null, {
        available: error.shortage?.available ?? 0,
        sku: row.sku,
        code: row.fromCode,
      });
    }
    await tx
      .update(replenishments)
      .set({
        status: "done",
        moved: input.quantity,
        doneAt: new Date(),
        doneByName: scope.session.username,
        updatedAt: new Date(),
      })
      .where(tenantRow(replenishments, providerId, t.id));
  });
  return taskById(db, providerId, input.task_id);
}

export async function cancelReplenishment(db: Db, scope: AccessScope, input: TCancelReplenishmentRequest) {
  const providerId = scope.ownProviderId();
  await db.transaction(async (tx) => {
    await lockOpen(tx, providerId, input.task_id, "cancel");
    await tx
      .update(replenishments)
      .set({
        status: "cancelled",
        note: input.note,
        doneAt: new Date(),
        doneByName: scope.session.username,
        updatedAt: new Date(),
      })
      .where(tenantRow(replenishments, providerId, input.task_id));
  });
  return taskById(db, providerId, input.task_id);
}
