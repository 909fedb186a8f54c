import type { TCore } from "../core.ts";
import { findFulfillmentLineItem } from "../graphql/views-fulfillment.ts";
import {
  idOf,
  isoNow,
  levelKey,
  type TDispositionType,
  type TReverseFulfillmentOrder,
  type TShop,
} from "../state.ts";
import { inventoryLevelPayload } from "../webhooks/payloads.ts";
import { disposePayload } from "../webhooks/return-payloads.ts";

/**
 * `reverseFulfillmentOrderDispose(dispositionInputs: [{ reverseFulfillmentOrderLineItemId, quantity,
 * dispositionType, locationId }])`, and the same done by the merchant in the admin: each input records a
 * disposition of that many units of the line; `locationId` "is required when the disposition type is
 * RESTOCKED", and a RESTOCKED unit goes back into the item's inventory at that location (available and
 * on hand), as a restock does. A line takes no more units than it has left to dispose. Problems are
 * `ReturnUserError`s (codes of `ReturnErrorCode`; the reference documents no messages, so these are the
 * simulator's words) and then nothing is recorded. A reverse fulfillment order whose units are all
 * disposed of is CLOSED. Fires `inventory_levels/update` for each restock and
 * `reverse_fulfillment_orders/dispose` for each reverse fulfillment order touched.
 */

export type TDisposeInput = {
  reverseFulfillmentOrderLineItemId: string;
  quantity: number;
  dispositionType: TDispositionType;
  locationId?: string | null;
};

export type TReturnUserError = {
  field: string[] | null;
  message: string;
  code: "BLANK" | "INCLUSION" | "INVALID" | "PRESENT" | "TAKEN";
};

type TRfoLine = TReverseFulfillmentOrder["lineItems"][number];

/** The reverse fulfillment order line item of that gid, with its order. */
export function findRfoLine(shop: TShop, gid: string) {
  const id = idOf("ReverseFulfillmentOrderLineItem", gid);
  for (const rfo of shop.reverseFulfillmentOrders.values()) {
    const line = rfo.lineItems.find((l) => l.id === id);
    if (line) return { rfo, line };
  }
  return null;
}

export const disposedOf = (line: TRfoLine) => line.dispositions.reduce((sum, d) => sum + d.quantity, 0);

/** The inventory item a line's units are of (its order line item's variant), if it has one. */
function inventoryItemOf(shop: TShop, line: TRfoLine): number | null {
  const found = findFulfillmentLineItem(shop, line.fulfillmentLineItemId);
  const item = found?.order?.lineItems.find((i) => i.id === found.line.lineItemId);
  const variant = item?.variantId ? shop.variants.get(item.variantId) : undefined;
  return variant?.inventoryItemId ?? null;
}

type TPlanned = {
  rfo: TReverseFulfillmentOrder;
  line: TRfoLine;
  input: TDisposeInput;
  locationId: number | null;
};

/** Checks every input against what is left; answers the plan, or the errors (then nothing happens). */
function plan(
  shop: TShop,
  inputs: TDisposeInput[],
): { planned: TPlanned[] } | { errors: TReturnUserError[] } {
  const errors: TReturnUserError[] = [];
  const planned: TPlanned[] = [];
  const taking = new Map<TRfoLine, number>();
  for (const [i, input] of inputs.entries()) {
    const field = (name: string) => ["dispositionInputs", String(i), name];
    const found = findRfoLine(shop, input.reverseFulfillmentOrderLineItemId);
    if (!found) {
      errors.push({
        field: field("reverseFulfillmentOrderLineItemId"),
        message: "The reverse fulfillment order line item does not exist.",
        code: "INVALID",
      });
      continue;
    }
    if (found.rfo.status !== "OPEN")
      errors.push({
        field: field("reverseFulfillmentOrderLineItemId"),
        message: `The reverse fulfillment order is ${found.rfo.status.toLowerCase()}.`,
        code: "INVALID",
      });
    const left = found.line.totalQuantity - disposedOf(found.line) - (taking.get(found.line) ?? 0);
    if (input.quantity <= 0)
      errors.push({ field: field("quantity"), message: "Quantity must be greater than 0.", code: "INVALID" });
    else if (input.quantity > left)
      errors.push({
        field: field("quantity"),
        message: `Quantity ${input.quantity} is more than the ${left} left to dispose of.`,
        code: "INVALID",
      });
    taking.set(found.line, (taking.get(found.line) ?? 0) + input.quantity);
    const locationId = input.locationId ? idOf("Location", input.locationId) : null;
    if (input.locationId && (locationId === null || !shop.locations.has(locationId)))
      errors.push({ field: field("locationId"), message: "The location does not exist.", code: "INVALID" });
    else if (input.dispositionType === "RESTOCKED" && locationId === null)
      errors.push({
        field: field("locationId"),
        message: "A location is required to restock.",
        code: "BLANK",
      });
    else if (input.dispositionType === "RESTOCKED" && locationId !== null) {
      const item = inventoryItemOf(shop, found.line);
      if (item === null || !shop.levels.has(levelKey(item, locationId)))
        errors.push({
          field: field("locationId"),
          message: "The item is not stocked at the location.",
          code: "INVALID",
        });
    }
    planned.push({ ...found, input, locationId });
  }
  return errors.length > 0 ? { errors } : { planned };
}

/** Records the dispositions, or none of them; answers the lines disposed of, or the errors. */
export function disposeReturnLines(
  core: TCore,
  shop: TShop,
  inputs: TDisposeInput[],
): { lines: TRfoLine[] } | { errors: TReturnUserError[] } {
  const checked = plan(shop, inputs);
  if ("errors" in checked) return checked;
  const now = isoNow();
  const made = new Map<TReverseFulfillmentOrder, Parameters<typeof disposePayload>[1]>();
  for (const { rfo, line, input, locationId } of checked.planned) {
    line.dispositions.push({
      id: core.nextId(),
      type: input.dispositionType,
      quantity: input.quantity,
      locationId,
      createdAt: now,
    });
    made.set(rfo, [
      ...(made.get(rfo) ?? []),
      { lineId: line.id, type: input.dispositionType, quantity: input.quantity, locationId },
    ]);
    const item = inventoryItemOf(shop, line);
    const level =
      item !== null && locationId !== null ? shop.levels.get(levelKey(item, locationId)) : undefined;
    if (input.dispositionType === "RESTOCKED" && level) {
      level.available += input.quantity;
      level.onHand += input.quantity;
      level.updatedAt = now;
      core.emit(shop, "inventory_levels/update", inventoryLevelPayload(level));
    }
  }
  for (const [rfo, dispositions] of made) {
    if (rfo.lineItems.every((l) => disposedOf(l) >= l.totalQuantity)) rfo.status = "CLOSED";
    rfo.updatedAt = now;
    core.emit(shop, "reverse_fulfillment_orders/dispose", disposePayload(rfo, dispositions));
  }
  return { lines: [...new Set(checked.planned.map((p) => p.line))] };
}
