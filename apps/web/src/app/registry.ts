import type { TArea, TRole } from "@wms/contracts";
import { providerScreens } from "./registry-provider.ts";
import { shipperScreens } from "./registry-shipper.ts";
import type { TScreen } from "./registry-types.ts";

/**
 * The one route/menu registry: the router and the role-filtered menus are both built from it
 * (spec sections 2 and 6). Later issues add their screens to their area's list: registry-provider.ts (/p),
 * registry-shipper.ts (/ds), with the screen's lazy code in registry-screens.ts.
 */
export type { TMenuGroup, TScreen } from "./registry-types.ts";

export const screens: TScreen[] = [...providerScreens, ...shipperScreens];

/**
 * Screens a role may open in an area: what the guard lets through and the menu shows. A drop shipper's
 * store group needs a bound shop (spec section 2); provider staff always see their customers' shops.
 */
export function screensFor(
  area: TArea,
  role: TRole,
  options: { hasShops: boolean },
  all: readonly TScreen[] = screens,
): TScreen[] {
  return all.filter(
    (s) =>
      s.area === area &&
      s.roles.includes(role) &&
      (s.menu === false || s.menu.group !== "store" || role !== "dropShipper" || options.hasShops),
  );
}
