import { randomUUID } from "node:crypto";
import { orderLimits, type TImportOrdersResponse } from "@wms/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { dayCode, reserveDayNumbers } from "../../kernel/db/day-codes.ts";
import { inSlices } from "../../kernel/db/sql-helpers.ts";
import {
  importAllOrNothing,
  readGroupedSheet,
  type TGroupedSheet,
  type TRowRefusals,
} from "../../kernel/documents/spreadsheets.ts";
import { AppError, badRequest, notFound, type Text, type TWithTexts, text } from "../../kernel/errors.ts";
import { logisticsChannels } from "../logistics/index.ts";
import { customerExists } from "../tenancy/index.ts";
import { warehouses } from "../warehouses/index.ts";
import { announceOrderCreated } from "./orders.events.ts";
import { orderValues, resolveOrder } from "./orders.input.ts";
import type { TOrderActor } from "./orders.lifecycle.ts";
import * as repo from "./orders.repository.ts";
import { actorOf } from "./orders.service.ts";
import { orderSheet, parseOrderRow, type TImportRow } from "./orders.sheet.ts";
import { orderLines, orderLogs, orderSequences, orders } from "./orders.tables.ts";

/** A checked order of the file: its stored values and its lines as variant ids. */
type TPlanned = {
  values: Omit<repo.TOrderInsert, "providerId" | "code" | "createdBy">;
  lines: { variantId: string; quantity: number }[];
};

/** Rows per multi-row INSERT (well under Postgres' 65,535 bind parameters). */
const rowsPerInsert = 500;

/** Whose orders an import creates: the drop shipper, or the customer staff name (checked before the upload is read). */
export async function importTarget(
  db: Db,
  scope: AccessScope,
  q: { provider_uuid?: string; customer_id?: string },
) {
  const actor = await actorOf(scope, q.provider_uuid);
  if (actor.customerId) return { actor, customerId: actor.customerId };
  if (!q.customer_id) throw badRequest("badRequest", { customer_id: "order.customerRequired" });
  if (!(await customerExists(db, actor.providerId, q.customer_id))) throw notFound();
  return { actor, customerId: q.customer_id };
}

export type TImportTarget = Awaited<ReturnType<typeof importTarget>>;

/** Warehouse or channel codes of the provider to ids, in one query. */
async function idsByCode(db: Db, providerId: string, table: "warehouses" | "channels", codes: string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const rows =
    table === "warehouses"
      ? await db
          .select({ id: warehouses.id, code: warehouses.code })
          .from(warehouses)
          .where(and(eq(warehouses.providerId, providerId), inArray(warehouses.code, codes)))
      : await db
          .select({ id: logisticsChannels.id, code: logisticsChannels.code })
          .from(logisticsChannels)
          .where(and(eq(logisticsChannels.providerId, providerId), inArray(logisticsChannels.code, codes)));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/**
 * Every check of the file, read-only, on top of the rows' own format errors: per order (rows sharing a
 * reference) the create form's checks (warehouse, channel, SKUs owned and stocked). An order with a bad
 * row is reported on all its rows. Run before the write, and again after a refused write to name the rows.
 */
async function checkOrders(
  db: Db,
  owner: { providerId: string; customerId: string },
  sheet: TGroupedSheet<TImportRow>,
  refusals: TRowRefusals,
): Promise<TPlanned[]> {
  // Warehouse and channel codes of the whole file in two queries.
  const codes = (pick: (v: TImportRow) => string) => [
    ...new Set(sheet.rows.map((r) => pick(r.value)).filter(Boolean)),
  ];
  const warehouseIds = await idsByCode(
    db,
    owner.providerId,
    "warehouses",
    codes((v) => v.warehouse),
  );
  const channelIds = await idsByCode(
    db,
    owner.providerId,
    "channels",
    codes((v) => v.channel),
  );

  const planned: TPlanned[] = [];
  for (const group of sheet.groups) {
    if (group.refusedRows.length) {
      const message = text("order.groupInvalid", { rows: group.refusedRows.join(", ") });
      for (const r of group.rows) refusals.refuse(r.row, message);
      continue;
    }
    const first = group.rows[0]?.value as TImportRow;
    const warehouseId = warehouseIds.get(first.warehouse);
    const channelId = first.channel ? channelIds.get(first.channel) : undefined;
    const lines = group.rows.map((r) => r.value.lines[0] as { sku: string; quantity: number });
    try {
      if (!warehouseId) throw badRequest("badRequest", { warehouse_id: "order.warehouseUnknown" });
      if (first.channel && !channelId) throw badRequest("badRequest", { channel_id: "order.channelUnknown" });
      const input = { ...first, warehouse_id: warehouseId, channel_id: channelId, lines };
      const resolved = await resolveOrder(db, owner, input);
      planned.push({
        values: { ...orderValues(input), customerId: owner.customerId, source: "import" },
        lines: resolved,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fields = (error.data as { fields?: Record<string, string | Text> } | null)?.fields ?? {};
      const lineErrors = Object.entries(fields).filter(([k]) => k.startsWith("lines."));
      const general = Object.entries(fields).filter(([k]) => !k.startsWith("lines."));
      group.rows.forEach((r, i) => {
        const own = lineErrors.find(([k]) => k === `lines.${i}.sku`)?.[1];
        const shared = general[0]?.[1];
        const message = own ?? shared ?? lineErrors[0]?.[1] ?? error.text;
        refusals.refuse(r.row, typeof message === "string" ? text(message) : message);
      });
    }
  }
  return planned;
}

/**
 * `count` consecutive order codes of the day in one upsert (the same numbering as
 * repo.nextOrderCode, which hands them out one at a time).
 */
async function reserveOrderCodes(tx: Db, providerId: string, count: number, now?: Date) {
  const { day, first } = await reserveDayNumbers(tx, orderSequences, providerId, count, now);
  return Array.from({ length: count }, (_, i) => dayCode(repo.orderCodeFormat, day, first + i));
}

/**
 * All orders of the file as drafts in the caller's transaction: codes reserved in one statement, orders,
 * lines and log entries as multi-row inserts, then order.created for each (webhook outbox, same
 * transaction).
 */
async function writeAll(tx: Db, actor: TOrderActor, planned: TPlanned[]) {
  const { providerId } = actor;
  const codes = await reserveOrderCodes(tx, providerId, planned.length);
  const rows = planned.map((p, i) => ({
    ...p.values,
    id: randomUUID(),
    providerId,
    code: codes[i] as string,
    createdBy: actor.userId,
  }));
  const inserted: repo.TOrderRow[] = [];
  await inSlices(rows, rowsPerInsert, async (slice) =>
    inserted.push(...(await tx.insert(orders).values(slice).returning())),
  );

  const lines = planned.flatMap((p, i) =>
    p.lines.map((l, position) => ({
      providerId,
      orderId: rows[i]?.id as string,
      position: position + 1,
      variantId: l.variantId,
      quantity: l.quantity,
    })),
  );
  await inSlices(lines, rowsPerInsert, (slice) => tx.insert(orderLines).values(slice));

  const logs = rows.map((o) => ({
    providerId,
    orderId: o.id,
    action: "import",
    toStatus: "draft",
    actorUserId: actor.userId,
    actorName: actor.userName,
    detail: {},
  }));
  await inSlices(logs, rowsPerInsert, (slice) => tx.insert(orderLogs).values(slice));

  for (const order of inserted) await announceOrderCreated(tx, order);
  return inserted.length;
}

/**
 * Spreadsheet import, all or nothing (`importAllOrNothing`). Every row is checked like the create form
 * (SKUs owned and stocked; rows of one order reference stand or fall together). With no errors every row
 * of the file was applied. Row messages ("row N: …") are texts, said in the caller's language on the way out.
 * `target` is `importTarget`'s answer, settled by the route before the upload is read.
 */
export async function importOrders(
  db: Db,
  target: TImportTarget,
  file: { bytes: Buffer; filename: string },
): Promise<TWithTexts<TImportOrdersResponse>> {
  const { actor, customerId } = target;
  const owner = { providerId: actor.providerId, customerId };
  const sheet = await readGroupedSheet(file, orderSheet, "reference", parseOrderRow, {
    maxRows: orderLimits.importRows,
  });
  const outcome = await importAllOrNothing(db, sheet, {
    check: (refusals) => checkOrders(db, owner, sheet, refusals),
    write: (tx, planned) => writeAll(tx, actor, planned),
    rolledBack: () => text("order.importRolledBack", { reason: text("internal") }),
  });
  if ("refused" in outcome) return { created_orders: 0, errors: outcome.refused };
  return { created_orders: outcome.written, errors: [] };
}
