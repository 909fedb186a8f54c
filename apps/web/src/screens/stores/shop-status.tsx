import type { TShopStatus } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware): bound, unbound by the drop shipper, app removed by the shop. */
const colours: Record<TShopStatus, string> = {
  active: "success",
  unbound: "default",
  uninstalled: "warning",
};

export const ShopStatusTag = statusTag({ colours, textKey: "stores.statuses", testId: "shop-status" });
