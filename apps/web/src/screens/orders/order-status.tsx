import type { TOrderStatus } from "@wms/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware), one per state; side exits stand out. */
const colours: Record<TOrderStatus, string> = {
  draft: "default",
  submitted: "processing",
  on_hold: "orange",
  confirmed: "blue",
  in_wave: "cyan",
  picked: "cyan",
  reviewed: "geekblue",
  bagged: "geekblue",
  weighed: "purple",
  shipped: "success",
  exception: "error",
  cut_off: "warning",
  cancelled: "default",
};

export const OrderStatusTag = statusTag({ colours, textKey: "orders.status", testId: "order-status" });

/** Shop-order labels of spec section 4 (payment and fulfilment), only for orders that came from a shop. */
export function ShopLabels({ payment, fulfilment }: { payment: string | null; fulfilment: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {payment && (
        <Tag color={payment === "paid" ? "success" : "warning"}>{t(`orders.payment.${payment}`)}</Tag>
      )}
      {fulfilment && (
        <Tag color={fulfilment === "fulfilled" ? "success" : "default"}>
          {t(`orders.fulfilment.${fulfilment}`)}
        </Tag>
      )}
    </>
  );
}
