import type { TOrderStatus } from "@wms/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** antd preset colours (theme-aware), one per state; side exits stand out. */
const colours: Record<TOrderStatus, string> = {
  draft: "default",
  submitted: "processing",
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

export function OrderStatusTag({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[status]} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}

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
