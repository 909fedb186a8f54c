import { Code, type TChangeOrderRequest, type TOrderFields } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, badRequest, type Text, text } from "../../kernel/errors.ts";
import { variantsInStock } from "../inventory/index.ts";
import { channelOptions } from "../logistics/index.ts";
import { variantsByCodes } from "../products/index.ts";
import { selectedWarehouseIds } from "../storage/index.ts";

/** Checks and stored columns of the order form (create, edit, change and import share them). */
type TAddress = Pick<TOrderFields, "channel_id">;

/** The channel must be an enabled channel of the order's warehouse. */
export async function checkChannel(db: Db, providerId: string, warehouseId: string, input: TAddress) {
  if (!input.channel_id) return;
  const found = await channelOptions(
    db,
    providerId,
    { ids: [input.channel_id], warehouse_id: warehouseId, status: "enabled" },
    1,
  );
  if (found.length === 0) throw badRequest("badRequest", { channel_id: "order.channelUnknown" });
}

/**
 * Checks warehouse, channel and lines of an order for a customer; field errors name the line
 * (`lines.2.sku`, as texts naming the SKU). Returns the lines as variant ids.
 */
export async function resolveOrder(
  db: Db,
  owner: { providerId: string; customerId: string },
  input: Pick<TOrderFields, "warehouse_id" | "channel_id" | "lines">,
) {
  const selected = await selectedWarehouseIds(db, owner.providerId, owner.customerId);
  if (!selected.includes(input.warehouse_id)) {
    throw badRequest("badRequest", { warehouse_id: "order.warehouseUnknown" });
  }
  await checkChannel(db, owner.providerId, input.warehouse_id, input);
  const found = await variantsByCodes(
    db,
    owner.providerId,
    owner.customerId,
    input.lines.map((l) => l.sku),
  );
  const bySku = new Map(found.map((v) => [v.sku, v.id]));
  const byBarcode = new Map(found.filter((v) => v.barcode).map((v) => [v.barcode, v.id]));
  const fields: Record<string, Text> = {};
  const seen = new Set<string>();
  const lines: { variantId: string; quantity: number; sku: string; index: number }[] = [];
  input.lines.forEach((l, i) => {
    const id = bySku.get(l.sku) ?? byBarcode.get(l.sku);
    if (!id) fields[`lines.${i}.sku`] = text("order.skuUnknown", { sku: l.sku });
    else if (seen.has(id)) fields[`lines.${i}.sku`] = text("order.skuRepeated", { sku: l.sku });
    else {
      seen.add(id);
      lines.push({ variantId: id, quantity: l.quantity, sku: l.sku, index: i });
    }
  });
  const stocked = new Set(
    await variantsInStock(
      db,
      owner.providerId,
      lines.map((l) => l.variantId),
      { warehouseId: input.warehouse_id, customerId: owner.customerId },
    ),
  );
  for (const l of lines) {
    if (!stocked.has(l.variantId))
      fields[`lines.${l.index}.sku`] = text("order.skuNotStocked", { sku: l.sku });
  }
  if (Object.keys(fields).length) throw new AppError(Code.badRequest, "badRequest", { fields });
  return lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
}

/** The stored columns of the form fields. */
export function orderValues(input: TOrderFields) {
  return {
    warehouseId: input.warehouse_id,
    reference: input.reference,
    ...addressValues(input),
    codType: input.cod_type,
    amount: input.amount,
    currency: input.currency,
    ioss: input.ioss,
    vat: input.vat,
    idNumber: input.id_number,
    weight: input.weight,
    length: input.length,
    width: input.width,
    height: input.height,
    notes: input.notes,
  };
}

export function addressValues(input: Omit<TChangeOrderRequest, "order_id">) {
  return {
    consignee: input.consignee,
    phone: input.phone,
    email: input.email,
    country: input.country,
    province: input.province,
    city: input.city,
    address: input.address,
    postcode: input.postcode,
    channelId: input.channel_id ?? null,
  };
}
