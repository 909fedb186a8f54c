import { randomBytes } from "node:crypto";
import type {
  TAdjustStockRequest,
  TMoveStockRequest,
  TReleaseStockRequest,
  TStockDocumentOut,
} from "@wms/contracts";
import { Code, ZAdjustStockRequest, ZMoveStockRequest, ZReleaseStockRequest } from "@wms/contracts";
import { and, eq, inArray, or } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { tenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, notFound } from "../../kernel/errors.ts";
import { seconds } from "../../kernel/present.ts";
import { auditEntry, recordAudit } from "../audit/index.ts";
import { productVariants } from "../products/index.ts";
import { customers } from "../tenancy/index.ts";
import { warehouseLocations, warehouses } from "../warehouses/index.ts";
import { availableOf, type TStockActor, type TStockDocument } from "./inventory.balance.ts";
import { isSellableLocation } from "./inventory.bins.ts";
import { InsufficientStock } from "./inventory.errors.ts";
import { changeOnHandMany, findWarehouseLocation, type TOnHandChange } from "./inventory.ledger.ts";
import { addChange, announceLowStockCrossings } from "./inventory.low-stock.ts";
import { stockBalances, stockDocuments } from "./inventory.tables.ts";

/** Stock adjustments and location moves: documents (code, who, when) whose lines are stock-log rows. */

/** ADJ20261123-7K3QX: type prefix, day, and a random suffix (unique per provider by index). */
function documentCode(prefix: "ADJ" | "MOV"): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const suffix = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join("");
  return `${prefix}${day}-${suffix}`;
}

function present(row: typeof stockDocuments.$inferSelect): TStockDocumentOut {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    warehouse_id: row.warehouseId,
    reason: row.reason,
    note: row.note,
    created_by: row.createdBy,
    created_at: seconds(row.createdAt),
    lines: row.lineCount,
  };
}

/** Writes an adjustment or move document, answered with its ledger reference (its lines are booked next). */
export async function createStockDocument(tx: Db, values: typeof stockDocuments.$inferInsert) {
  const [doc] = await tx.insert(stockDocuments).values(values).returning();
  if (!doc) throw new Error(`stock document ${values.code} not created`);
  const document: TStockDocument = { type: doc.type, id: doc.id, code: doc.code };
  return { doc, document };
}

async function requireWarehouse(tx: Db, providerId: string, warehouseId: string) {
  const [row] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(tenantRow(warehouses, providerId, warehouseId));
  if (!row) throw badRequest("badRequest", { warehouse_id: "inventory.warehouseRequired" });
}

/** Adjusts stock up or down, line by line, in one transaction: any failing line leaves nothing written. */
export async function adjustStock(db: Db, scope: AccessScope, input: TAdjustStockRequest) {
  const body = ZAdjustStockRequest.parse(input);
  const providerId = scope.ownProviderId();
  const actor: TStockActor = { providerId, userId: scope.userId };
  return db.transaction(async (tx) => {
    await requireWarehouse(tx, providerId, body.warehouse_id);
    const variantIds = [...new Set(body.lines.map((l) => l.variant_id))];
    const variants = await tx
      .select({
        id: productVariants.id,
        customerId: productVariants.customerId,
        sku: productVariants.sku,
        barcode: productVariants.barcode,
      })
      .from(productVariants)
      .where(and(eq(productVariants.providerId, providerId), inArray(productVariants.id, variantIds)));
    const byId = new Map(variants.map((v) => [v.id, v]));
    const fields: Record<string, string> = {};
    body.lines.forEach((line, i) => {
      const variant = byId.get(line.variant_id);
      if (!variant) fields[`lines.${i}.variant_id`] = "inventory.targetRequired";
      else if (line.barcode !== variant.barcode && line.barcode !== variant.sku) {
        fields[`lines.${i}.barcode`] = "inventory.barcodeMismatch";
      }
      if (line.production_date && line.expiry_date && line.expiry_date < line.production_date) {
        fields[`lines.${i}.expiry_date`] = "inventory.expiryBeforeProduction";
      }
    });
    if (Object.keys(fields).length > 0) throw badRequest("badRequest", fields);

    const { doc, document } = await createStockDocument(tx, {
      providerId,
      code: documentCode("ADJ"),
      type: "adjustment",
      warehouseId: body.warehouse_id,
      reason: body.reason,
      note: body.note,
      lineCount: body.lines.length,
      createdBy: scope.userId,
    });
    const netChange = new Map<string, number>();
    const changes: TOnHandChange[] = [];
    const lineOfChange: number[] = [];
    const sellableBins = await sellableLocationIds(
      tx,
      providerId,
      body.lines.map((l) => l.location_id),
    );
    for (const [i, line] of body.lines.entries()) {
      const variant = byId.get(line.variant_id);
      if (!variant) continue;
      const increase = line.direction === "increase";
      // Low stock counts sellable stock only: a defect bin's lines change nothing it measures.
      if (sellableBins.has(line.location_id))
        addChange(netChange, line.variant_id, increase ? line.quantity : -line.quantity);
      lineOfChange.push(i);
      changes.push({
        warehouseId: body.warehouse_id,
        locationId: line.location_id,
        variantId: line.variant_id,
        customerId: variant.customerId,
        lot: { batch: line.batch, productionDate: line.production_date, expiryDate: line.expiry_date },
        delta: increase ? line.quantity : -line.quantity,
        reason: increase ? "adjustment_increase" : "adjustment_decrease",
        document,
        note: body.note,
      });
    }
    await changeOnHandMany(tx, actor, changes, (error, index) =>
      withLine(error, lineOfChange[index] ?? index),
    );
    // Webhook inventory.low_stock for SKUs the adjustment took to their warning quantity (net per SKU).
    await announceLowStockCrossings(tx, providerId, netChange);
    const detail = {
      code: doc.code,
      reason: body.reason,
      warehouse_id: body.warehouse_id,
      lines: body.lines,
    };
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "inventory.adjust", "stock_adjustment", doc.id, detail),
    );
    return present(doc);
  });
}

/** The failing line's index goes with the error, so the form can point at it. */
function withLine(error: unknown, line: number): unknown {
  const e = error as { data?: unknown };
  if (e && typeof e === "object" && "code" in e) {
    const data = e.data && typeof e.data === "object" ? e.data : {};
    if ("fields" in data) {
      const fields = (data as { fields: Record<string, string> }).fields;
      e.data = {
        fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [`lines.${line}.${k}`, v])),
      };
    } else e.data = { ...data, line };
  }
  return error;
}

/** Of these locations of the tenant, the sellable ones (enabled pick and storage bins). */
async function sellableLocationIds(tx: Db, providerId: string, ids: string[]) {
  const rows = await tx
    .select({ id: warehouseLocations.id, type: warehouseLocations.type, status: warehouseLocations.status })
    .from(warehouseLocations)
    .where(
      and(eq(warehouseLocations.providerId, providerId), inArray(warehouseLocations.id, [...new Set(ids)])),
    );
  return new Set(rows.filter(isSellableLocation).map((r) => r.id));
}

/** Moves stock of one balance row (a lot at a bin) to another bin of the same warehouse. */
export function moveStock(db: Db, scope: AccessScope, input: TMoveStockRequest) {
  return moveOrRelease(db, scope, ZMoveStockRequest.parse(input), "move");
}

/**
 * Releases defective (or otherwise unsellable) stock to a sellable bin: the one way stock of a defect bin
 * becomes sellable again. A move whose stock-log rows say `release_to_sellable_out/in`, with the reason.
 */
export function releaseStock(db: Db, scope: AccessScope, input: TReleaseStockRequest) {
  return moveOrRelease(db, scope, ZReleaseStockRequest.parse(input), "release");
}

async function moveOrRelease(
  db: Db,
  scope: AccessScope,
  body: { balance_id: string; to_location_id: string; quantity: number; note: string },
  kind: "move" | "release",
) {
  const providerId = scope.ownProviderId();
  const actor: TStockActor = { providerId, userId: scope.userId };
  return db.transaction(async (tx) => {
    const [from] = await tx
      .select()
      .from(stockBalances)
      .where(tenantRow(stockBalances, providerId, body.balance_id));
    if (!from) throw notFound("inventory.balanceNotFound");
    const to = await findWarehouseLocation(tx, providerId, from.warehouseId, body.to_location_id);
    if (!to) throw badRequest("badRequest", { to_location_id: "inventory.locationNotInWarehouse" });
    if (to.id === from.locationId)
      throw badRequest("badRequest", { to_location_id: "inventory.sameLocation" });
    if (to.status !== "enabled")
      throw badRequest("badRequest", { to_location_id: "inventory.locationDisabled" });
    const [source] = await tx
      .select({ type: warehouseLocations.type, status: warehouseLocations.status })
      .from(warehouseLocations)
      .where(tenantRow(warehouseLocations, providerId, from.locationId));
    const fromSellable = source ? isSellableLocation(source) : false;
    const toSellable = isSellableLocation(to);
    if (kind === "release") {
      if (fromSellable) throw new AppError(Code.conflict, "inventory.alreadySellable");
      if (!toSellable) throw badRequest("badRequest", { to_location_id: "inventory.releaseTarget" });
    } else if (source?.type === "defect" && toSellable) {
      // Defective goods become sellable only by an explicit, reasoned release.
      throw new AppError(Code.conflict, "inventory.releaseRequired");
    }
    if (availableOf(from) < body.quantity) {
      throw new InsufficientStock({
        variant_id: from.variantId,
        requested: body.quantity,
        available: availableOf(from),
      });
    }
    const { doc, document } = await createStockDocument(tx, {
      providerId,
      code: documentCode("MOV"),
      type: "move",
      warehouseId: from.warehouseId,
      reason: kind === "release" ? "release_to_sellable" : "move",
      note: body.note,
      lineCount: 1,
      createdBy: scope.userId,
    });
    const common = {
      warehouseId: from.warehouseId,
      variantId: from.variantId,
      customerId: from.customerId,
      lot: { batch: from.batch, productionDate: from.productionDate, expiryDate: from.expiryDate },
      document,
      note: body.note,
    };
    // Both bins are locked together in the ledger's id order (a move the other way never deadlocks this one);
    // the ledger re-checks availability under the lock.
    const release = kind === "release";
    await changeOnHandMany(tx, actor, [
      {
        ...common,
        locationId: from.locationId,
        delta: -body.quantity,
        reason: release ? "release_to_sellable_out" : "move_out",
      },
      {
        ...common,
        locationId: to.id,
        delta: body.quantity,
        reason: release ? "release_to_sellable_in" : "move_in",
      },
    ]);
    // Sellable stock moved out of sale (e.g. to a defect bin) may take the SKU to its warning quantity.
    const net = (toSellable ? body.quantity : 0) - (fromSellable ? body.quantity : 0);
    if (net !== 0) await announceLowStockCrossings(tx, providerId, new Map([[from.variantId, net]]));
    const detail = { code: doc.code, balance_id: from.id, to_location_id: to.id, quantity: body.quantity };
    const action = release ? "inventory.release" : "inventory.move";
    await recordAudit(
      tx,
      auditEntry(scope, providerId, action, "stock_move", doc.id, { ...detail, note: body.note }),
    );
    return present(doc);
  });
}

/** The SKUs a scanned barcode (or typed SKU) names in the tenant: one per owner at most. */
export async function lookupVariants(db: Db, scope: AccessScope, code: string) {
  const providerId = scope.ownProviderId();
  const rows = await db
    .select({
      variant_id: productVariants.id,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      name_cn: productVariants.nameCn,
      name_en: productVariants.nameEn,
      customer_id: productVariants.customerId,
      owner_code: customers.ownerCode,
    })
    .from(productVariants)
    .innerJoin(customers, tenantRow(customers, productVariants.providerId, productVariants.customerId))
    .where(
      and(
        eq(productVariants.providerId, providerId),
        or(eq(productVariants.barcode, code), eq(productVariants.sku, code)),
      ),
    )
    .limit(20);
  return rows;
}
