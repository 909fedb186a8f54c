import type { TShopFulfilment } from "@wms/contracts";
import { Descriptions, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";

/**
 * An expanded order's fulfilment in Shopify: the tracking number, company and link it was pushed with,
 * when, and whether Shopify had those lines fulfilled already.
 */
export function ShopOrderPushDetail({ push }: { push: TShopFulfilment }) {
  const { t } = useTranslation();
  const d = (key: string) => t(`stores.orders.push.detail.${key}`);
  return (
    <Descriptions
      size="small"
      column={1}
      title={t("stores.orders.push.detail.title")}
      data-testid="shop-order-push-detail"
      items={[
        {
          key: "number",
          label: d("trackingNumber"),
          children: <span data-testid="shop-order-tracking-number">{push.tracking_number || "—"}</span>,
        },
        { key: "company", label: d("trackingCompany"), children: push.tracking_company || "—" },
        {
          key: "url",
          label: d("trackingUrl"),
          children: /^https?:\/\//i.test(push.tracking_url) ? (
            <Typography.Link
              href={push.tracking_url}
              target="_blank"
              rel="noopener noreferrer"
              style={{ overflowWrap: "anywhere" }}
              data-testid="shop-order-tracking-url"
            >
              {push.tracking_url}
            </Typography.Link>
          ) : (
            push.tracking_url || "—"
          ),
        },
        { key: "pushed", label: d("pushedAt"), children: formatTime(push.pushed_at) },
        ...(push.already_fulfilled
          ? [
              {
                key: "already",
                label: d("shopify"),
                children: <Tag data-testid="shop-order-already-fulfilled">{d("alreadyFulfilled")}</Tag>,
              },
            ]
          : []),
      ]}
    />
  );
}
