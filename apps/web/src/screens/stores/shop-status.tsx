import type { TShopStatus } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware): bound, access refused by Shopify, unbound by the drop shipper, app removed by the shop. */
const colours: Record<TShopStatus, string> = {
  active: "success",
  access_lost: "error",
  unbound: "default",
  uninstalled: "warning",
};

export const ShopStatusTag = statusTag({ colours, textKey: "stores.statuses", testId: "shop-status" });
