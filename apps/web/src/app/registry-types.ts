import type { TArea, TRole } from "@wms/contracts";
import type { TIconName } from "../components/icons.tsx";
import type { TLazyScreen } from "./lazy-screen.ts";

export type TMenuGroup = "warehousing" | "outbound" | "store" | "account";

export type TScreen = {
  area: TArea;
  /** Path inside the area, e.g. "home" for /p/home. */
  path: string;
  titleKey: string;
  roles: readonly TRole[];
  icon: TIconName;
  /** Menu placement; `false` keeps the route reachable without a menu entry. */
  menu: { group?: TMenuGroup } | false;
  component: TLazyScreen;
  /** Drawn without antd (the home dashboard, the first screen after a sign-in): antd is not loaded for it. */
  withoutAntd?: true;
  /** The screen draws its own level-one heading; otherwise the shell gives it one from `titleKey`. */
  ownHeading?: true;
};

export const providerSide = ["provider", "operator"] as const;
export const providerOnly = ["provider"] as const;
export const shipper = ["dropShipper"] as const;
