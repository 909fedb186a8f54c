import { gid, levelKey, type TInventoryLevel, type TLocation, type TShop, type TVariant } from "../state.ts";
import { paginate, type TPageArgs } from "./connection.ts";
import { type TArgs, type TView, variantView } from "./views-catalog.ts";

/** GraphQL views of inventory items, their levels and locations (see views-catalog.ts for the idea). */

export function inventoryItemView(shop: TShop, variant: TVariant): TView {
  const levels = () =>
    [...shop.locations.values()].flatMap(
      (location) => shop.levels.get(levelKey(variant.inventoryItemId, location.id)) ?? [],
    );
  return {
    __typename: "InventoryItem",
    id: gid("InventoryItem", variant.inventoryItemId),
    legacyResourceId: String(variant.inventoryItemId),
    sku: variant.sku,
    tracked: true,
    requiresShipping: true,
    measurement: {
      __typename: "InventoryItemMeasurement",
      id: gid("InventoryItemMeasurement", variant.inventoryItemId),
      weight: variant.weight ? { __typename: "Weight", ...variant.weight } : null,
    },
    variant: () => variantView(shop, variant),
    inventoryLevel: (args: TArgs) => {
      const level = levels().find((l) => gid("Location", l.locationId) === args.locationId);
      return level ? inventoryLevelView(shop, level) : null;
    },
    inventoryLevels: (args: TArgs) =>
      paginate(
        levels(),
        args as TPageArgs,
        (l) => ({ id: l.locationId, value: l.locationId }),
        (l) => inventoryLevelView(shop, l),
      ),
  };
}

export function inventoryLevelView(shop: TShop, level: TInventoryLevel): TView {
  const variant = [...shop.variants.values()].find((v) => v.inventoryItemId === level.itemId);
  const location = shop.locations.get(level.locationId);
  return {
    __typename: "InventoryLevel",
    id: `gid://shopify/InventoryLevel/${level.itemId}?inventory_item_id=${level.itemId}&location_id=${level.locationId}`,
    isActive: true,
    canDeactivate: true,
    createdAt: level.updatedAt,
    updatedAt: level.updatedAt,
    item: () => (variant ? inventoryItemView(shop, variant) : null),
    location: () => (location ? locationView(shop, location) : null),
    quantities: (args: TArgs) =>
      ((args.names as string[]) ?? []).map((name) => ({
        __typename: "InventoryQuantity",
        id: `gid://shopify/InventoryQuantity/${level.itemId}?location_id=${level.locationId}&name=${name}`,
        name,
        quantity:
          name === "available"
            ? level.available
            : name === "on_hand"
              ? level.onHand
              : name === "committed"
                ? level.onHand - level.available
                : 0,
        updatedAt: level.updatedAt,
      })),
  };
}

export function locationView(shop: TShop, location: TLocation): TView {
  return {
    __typename: "Location",
    id: gid("Location", location.id),
    legacyResourceId: String(location.id),
    name: location.name,
    isActive: location.isActive,
    fulfillsOnlineOrders: true,
    address: {
      __typename: "LocationAddress",
      address1: location.address1,
      city: location.city,
      countryCode: location.countryCode,
      formatted: [location.address1, location.city, location.countryCode],
    },
    inventoryLevels: (args: TArgs) =>
      paginate(
        [...shop.levels.values()].filter((l) => l.locationId === location.id),
        args as TPageArgs,
        (l) => ({ id: l.itemId, value: l.itemId }),
        (l) => inventoryLevelView(shop, l),
      ),
  };
}
