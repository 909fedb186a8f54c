import type { TShopDriftState } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware) of a stock drift's state, shared by the row's tag and the panel's counts. */
export const driftStateColours = {
  open: "gold",
  repaired: "green",
  settled: "default",
  failed: "red",
} as const satisfies Record<TShopDriftState, string>;

export const DriftStateTag = statusTag<TShopDriftState>({
  colours: driftStateColours,
  textKey: "stores.drift.states",
  testId: "shop-drift-state",
});
