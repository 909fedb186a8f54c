import { randomUUID } from "node:crypto";
import type { TShopifyConfig } from "../../../kernel/config.ts";
import { shopifyGraphql, type TCostMeter, type TShopAccess } from "../shopify/stores.shopify-client.ts";

/**
 * The Shopify side of the stock push (docs/stores.md "Stock out"): the shop's primary location, what its
 * inventory items have available there, and `inventorySetQuantities` with each item's `changeFromQuantity`
 * (the compare-and-swap: a quantity someone changed since it was read is refused, not overwritten) and
 * the `@idempotent` key 2026-04 made required (the client's own retries of one call send the same key, so
 * a call answered twice is applied once).
 */

export const primaryLocationQuery = `query ShopPrimaryLocation {
  location { id name }
}`;

export const inventoryLevelsQuery = `query InventoryLevelsAt($ids: [ID!]!, $locationId: ID!) {
  nodes(ids: $ids) {
    ... on InventoryItem {
      id
      inventoryLevel(locationId: $locationId) { quantities(names: ["available"]) { name quantity } }
    }
  }
}`;

export const inventorySetQuantitiesMutation = `mutation InventorySetQuantities($input: InventorySetQuantitiesInput!, $key: String!) {
  inventorySetQuantities(input: $input) @idempotent(key: $key) {
    userErrors { field message code }
  }
}`;

/** Items read or set per call (Shopify takes up to 250 quantities; 100 keeps a call's cost low). */
export const stockBatch = 100;

export type TStockTarget = { inventoryItemId: string; quantity: number; changeFromQuantity: number };
export type TStockRefusal = { code: string; message: string; index: number | null };

/** `meter` adds up what the calls cost (the drift check keeps within its share of the shop's bucket). */
export function shopStocker(config: TShopifyConfig, access: TShopAccess, meter?: TCostMeter) {
  const request = shopifyGraphql(config, access, undefined, meter);
  return {
    async primaryLocation(): Promise<{ id: string; name: string } | null> {
      const data = await request<{ location: { id: string; name: string } | null }>(primaryLocationQuery);
      return data.location;
    },

    /** Available at the location per inventory item; null where the item is not stocked there (or gone). */
    async availableAt(locationId: string, inventoryItemIds: string[]): Promise<Map<string, number | null>> {
      const data = await request<{
        nodes: ({
          id?: string;
          inventoryLevel?: { quantities: { name: string; quantity: number }[] } | null;
        } | null)[];
      }>(inventoryLevelsQuery, { ids: inventoryItemIds, locationId });
      const levels = new Map<string, number | null>(inventoryItemIds.map((id) => [id, null]));
      for (const node of data.nodes) {
        if (!node?.id) continue;
        const available = node.inventoryLevel?.quantities.find((q) => q.name === "available");
        levels.set(node.id, available ? available.quantity : null);
      }
      return levels;
    },

    /** Sets every target or none; Shopify's userErrors come back with the index of the quantity they name. */
    async setAvailable(
      locationId: string,
      targets: TStockTarget[],
      referenceDocumentUri: string,
    ): Promise<TStockRefusal[]> {
      const data = await request<{
        inventorySetQuantities: {
          userErrors: { field: string[] | null; message: string; code: string | null }[];
        };
      }>(inventorySetQuantitiesMutation, {
        key: randomUUID(),
        input: {
          name: "available",
          reason: "correction",
          referenceDocumentUri,
          quantities: targets.map((t) => ({ ...t, locationId })),
        },
      });
      return data.inventorySetQuantities.userErrors.map((e) => {
        const index =
          e.field?.[0] === "input" && e.field[1] === "quantities" ? Number(e.field[2]) : Number.NaN;
        return { code: e.code ?? "", message: e.message, index: Number.isInteger(index) ? index : null };
      });
    },
  };
}
