import { GraphQLError } from "graphql";
import type { TRequest } from "../core.ts";
import { gid, idOf, isoNow, levelKey, type TInventoryLevel } from "../state.ts";
import { inventoryLevelPayload } from "../webhooks/payloads.ts";
import type { TArgs } from "./views-catalog.ts";
import { inventoryItemView, locationView } from "./views-inventory.ts";

/**
 * `inventorySetQuantities(input: { name, reason, referenceDocumentUri, quantities: [{ inventoryItemId,
 * locationId, quantity, changeFromQuantity }] }) @idempotent(key:)`, as its 2026-10 reference says:
 * `changeFromQuantity` must be given (null skips the compare-and-swap check) and a stale one fails with
 * CHANGE_FROM_QUANTITY_STALE; the `@idempotent` directive is required since 2026-04, and a repeated key
 * answers the first result without changing anything again. All quantities are set, or none.
 */

const reasons = new Set([
  "correction",
  "cycle_count_available",
  "damaged",
  "movement_created",
  "movement_updated",
  "movement_received",
  "movement_canceled",
  "other",
  "promotion",
  "quality_control",
  "received",
  "reservation_created",
  "reservation_deleted",
  "reservation_updated",
  "restock",
  "safety_stock",
  "shrinkage",
]);

type TQuantityInput = {
  inventoryItemId: string;
  locationId: string;
  quantity: number;
  changeFromQuantity?: number | null;
};
type TUserError = { field: string[]; message: string; code: string };

/** Results by idempotency key, per shop and app, with the parameters they were for. */
const replays = new WeakMap<object, Map<string, { params: string; result: unknown }>>();

function fail(errors: TUserError[]) {
  return { __typename: "InventorySetQuantitiesPayload", inventoryAdjustmentGroup: null, userErrors: errors };
}

export function inventorySetQuantities(args: TArgs, req: TRequest) {
  const key = req.idempotencyKey;
  if (!key) throw new GraphQLError("The @idempotent directive is required for this mutation.");
  const input = args.input as {
    name: string;
    reason: string;
    referenceDocumentUri?: string | null;
    quantities: TQuantityInput[];
  };
  const params = JSON.stringify(input);
  const store = replays.get(req.shop) ?? new Map<string, { params: string; result: unknown }>();
  replays.set(req.shop, store);
  const seen = store.get(`${req.app.id}:${key}`);
  if (seen && seen.params !== params)
    return fail([
      {
        field: ["input"],
        message: "The same idempotency key cannot be used with different operation parameters.",
        code: "IDEMPOTENCY_KEY_PARAMETER_MISMATCH",
      },
    ]);
  if (seen) return seen.result;

  for (const [i, q] of input.quantities.entries()) {
    if (!Object.hasOwn(q, "changeFromQuantity"))
      // Present-but-nullable, as graphql-ruby's `required: :nullable` argument says it.
      throw new GraphQLError(
        "Argument 'changeFromQuantity' on InputObject 'InventoryQuantityInput' is required. Expected type Int",
        {
          extensions: {
            code: "missingRequiredInputObjectAttribute",
            argumentName: "changeFromQuantity",
            argumentType: "Int",
            inputObjectType: "InventoryQuantityInput",
            index: i,
          },
        },
      );
  }
  const shop = req.shop;
  for (const happen of shop.beforeInventorySet.splice(0)) happen();
  const errors: TUserError[] = [];
  if (input.name !== "available" && input.name !== "on_hand")
    errors.push({
      field: ["input", "name"],
      message: "The quantity name must be either 'available' or 'on_hand'.",
      code: "INVALID_NAME",
    });
  if (!reasons.has(input.reason))
    errors.push({
      field: ["input", "reason"],
      message: "The specified reason is invalid.",
      code: "INVALID_REASON",
    });
  const seenPairs = new Set<string>();
  const targets: { level: TInventoryLevel; quantity: number }[] = [];
  for (const [i, q] of input.quantities.entries()) {
    const field = (name: string) => ["input", "quantities", String(i), name];
    const itemId = idOf("InventoryItem", q.inventoryItemId);
    const locationId = idOf("Location", q.locationId);
    const variant = [...shop.variants.values()].find((v) => v.inventoryItemId === itemId);
    if (!variant || itemId === null) {
      errors.push({
        field: field("inventoryItemId"),
        message: "The specified inventory item could not be found.",
        code: "INVALID_INVENTORY_ITEM",
      });
      continue;
    }
    if (locationId === null || !shop.locations.has(locationId)) {
      errors.push({
        field: field("locationId"),
        message: "The specified location could not be found.",
        code: "INVALID_LOCATION",
      });
      continue;
    }
    const pair = levelKey(itemId, locationId);
    if (seenPairs.has(pair))
      errors.push({
        field: field("inventoryItemId"),
        message: "The combination of inventoryItemId and locationId must be unique.",
        code: "NO_DUPLICATE_INVENTORY_ITEM_ID_GROUP_ID_PAIR",
      });
    seenPairs.add(pair);
    if (q.quantity < 0)
      errors.push({
        field: field("quantity"),
        message: "The quantity can't be negative.",
        code: "INVALID_QUANTITY_NEGATIVE",
      });
    if (q.quantity > 1_000_000_000)
      errors.push({
        field: field("quantity"),
        message: "The total quantity can't be higher than 1,000,000,000.",
        code: "INVALID_QUANTITY_TOO_HIGH",
      });
    const level = shop.levels.get(pair) ?? {
      itemId,
      locationId,
      available: 0,
      onHand: 0,
      updatedAt: isoNow(),
    };
    const current = input.name === "on_hand" ? level.onHand : level.available;
    if (
      q.changeFromQuantity !== null &&
      q.changeFromQuantity !== undefined &&
      q.changeFromQuantity !== current
    )
      errors.push({
        field: field("changeFromQuantity"),
        message: "The changeFromQuantity value does not match persisted value.",
        code: "CHANGE_FROM_QUANTITY_STALE",
      });
    targets.push({ level, quantity: q.quantity });
  }
  if (errors.length > 0) return fail(errors);

  const now = isoNow();
  const changes = targets.flatMap(({ level, quantity }) => {
    const delta = quantity - (input.name === "on_hand" ? level.onHand : level.available);
    level.available += delta;
    level.onHand += delta;
    level.updatedAt = now;
    shop.levels.set(levelKey(level.itemId, level.locationId), level);
    const variant = [...shop.variants.values()].find((v) => v.inventoryItemId === level.itemId);
    const location = shop.locations.get(level.locationId);
    const change = (name: string, after: number) => ({
      __typename: "InventoryChange",
      name,
      delta,
      quantityAfterChange: after,
      ledgerDocumentUri: null,
      item: () => (variant ? inventoryItemView(shop, variant) : null),
      location: () => (location ? locationView(shop, location) : null),
    });
    return [change("available", level.available), change("on_hand", level.onHand)];
  });
  for (const { level } of targets)
    req.core.emit(shop, "inventory_levels/update", inventoryLevelPayload(level));
  const result = {
    __typename: "InventorySetQuantitiesPayload",
    userErrors: [],
    inventoryAdjustmentGroup: {
      __typename: "InventoryAdjustmentGroup",
      id: gid("InventoryAdjustmentGroup", req.core.nextId()),
      createdAt: now,
      reason: input.reason,
      referenceDocumentUri: input.referenceDocumentUri ?? null,
      changes: (a: TArgs) =>
        changes.filter((c) => !Array.isArray(a.quantityNames) || a.quantityNames.includes(c.name)),
    },
  };
  store.set(`${req.app.id}:${key}`, { params, result });
  return result;
}
