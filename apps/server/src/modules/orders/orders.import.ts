import { orderLimits, type TImportOrdersResponse, type TLanguage, translate } from "@wms/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { AccessScope } from "../../platform/access-scope.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError, badRequest, notFound } from "../../platform/errors.ts";
import { assertSpreadsheet, formatMessage, readSheet, rowMessage } from "../../platform/spreadsheets.ts";
import { logisticsChannels } from "../logistics/logistics.tables.ts";
import { warehouses } from "../warehouses/warehouses.tables.ts";
import { orderValues, resolveOrder } from "./orders.input.ts";
import * as repo from "./orders.repository.ts";
import { actorOf, insertDraft } from "./orders.service.ts";
import { orderSheet, parseOrderRow, type TImportRow } from "./orders.sheet.ts";

type TGroup = { key: string; rows: { row: number; value: TImportRow }[] };

/** Whose orders an import creates: the drop shipper, or the customer staff name (checked before the upload is read). */
export async function importTarget(
  db: Db,
  scope: AccessScope,
  q: { provider_uuid?: string; customer_id?: string },
) {
  const actor = await actorOf(scope, q.provider_uuid);
  if (actor.customerId) return { actor, customerId: actor.customerId };
  if (!q.customer_id) throw badRequest("badRequest", { customer_id: "order.customerRequired" });
  if (!(await repo.findCustomer(db, actor.providerId, q.customer_id))) throw notFound();
  return { actor, customerId: q.customer_id };
}

/**
 * Spreadsheet import: every row is validated like the create form (and SKUs owned and stocked); rows of
 * one order reference stand or fall together; each valid order is one transaction, so a bad row writes
 * nothing for its order and is reported as "row N: message".
 */
export async function importOrders(
  db: Db,
  scope: AccessScope,
  q: { provider_uuid?: string; customer_id?: string },
  file: { bytes: Buffer; filename: string },
  lang: TLanguage,
): Promise<TImportOrdersResponse> {
  const { actor, customerId } = await importTarget(db, scope, q);
  const owner = { providerId: actor.providerId, customerId };
  assertSpreadsheet(file.bytes, file.filename);
  const refOfRow = new Map<number, string>();
  const sheet = await readSheet(
    file.bytes,
    orderSheet,
    lang,
    (record, row) => {
      if (record.reference) refOfRow.set(row, record.reference.trim());
      return parseOrderRow(record, lang);
    },
    { maxRows: orderLimits.importRows },
  );
  const errors = new Map<number, string>(sheet.errors.map((e) => [e.row, e.message]));
  const fail = (row: number, message: string) => {
    if (!errors.has(row)) errors.set(row, rowMessage(lang, row, message));
  };

  const groups = new Map<string, TGroup>();
  for (const r of sheet.rows) {
    const key = r.value.reference ? `ref:${r.value.reference}` : `row:${r.row}`;
    const group = groups.get(key) ?? { key, rows: [] };
    group.rows.push(r);
    groups.set(key, group);
  }
  const badRowsOfRef = new Map<string, number[]>();
  for (const e of sheet.errors) {
    const ref = refOfRow.get(e.row);
    if (ref) badRowsOfRef.set(`ref:${ref}`, [...(badRowsOfRef.get(`ref:${ref}`) ?? []), e.row]);
  }

  // Warehouse and channel codes of the whole file in two queries.
  const codes = (pick: (v: TImportRow) => string) => [
    ...new Set(sheet.rows.map((r) => pick(r.value)).filter(Boolean)),
  ];
  const warehouseCodes = codes((v) => v.warehouse);
  const channelCodes = codes((v) => v.channel);
  const warehouseIds = new Map(
    warehouseCodes.length
      ? (
          await db
            .select({ id: warehouses.id, code: warehouses.code })
            .from(warehouses)
            .where(and(eq(warehouses.providerId, owner.providerId), inArray(warehouses.code, warehouseCodes)))
        ).map((w) => [w.code, w.id])
      : [],
  );
  const channelIds = new Map(
    channelCodes.length
      ? (
          await db
            .select({ id: logisticsChannels.id, code: logisticsChannels.code })
            .from(logisticsChannels)
            .where(
              and(
                eq(logisticsChannels.providerId, owner.providerId),
                inArray(logisticsChannels.code, channelCodes),
              ),
            )
        ).map((c) => [c.code, c.id])
      : [],
  );

  let created = 0;
  for (const group of groups.values()) {
    const bad = [...(badRowsOfRef.get(group.key) ?? [])];
    if (bad.length) {
      const message = formatMessage("order.groupInvalid", lang, {
        rows: bad.sort((a, b) => a - b).join(", "),
      });
      for (const r of group.rows) fail(r.row, message);
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
      const resolved = await resolveOrder(db, owner, input, lang);
      await db.transaction((tx) =>
        insertDraft(tx, actor, { ...orderValues(input), customerId, source: "import" }, resolved, "import"),
      );
      created += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fields = (error.data as { fields?: Record<string, string> } | null)?.fields ?? {};
      const lineErrors = Object.entries(fields).filter(([k]) => k.startsWith("lines."));
      const general = Object.entries(fields).filter(([k]) => !k.startsWith("lines."));
      group.rows.forEach((r, i) => {
        const own = lineErrors.find(([k]) => k === `lines.${i}.sku`)?.[1];
        const shared = general[0]?.[1];
        const message = own ?? shared ?? lineErrors[0]?.[1] ?? error.messageKey;
        fail(r.row, translate(message, lang));
      });
    }
  }

  return {
    created_orders: created,
    errors: [...errors.entries()]
      .sort(([a], [b]) => a - b)
      .map(([row, message]) => ({ key: `row ${row}`, message })),
  };
}
