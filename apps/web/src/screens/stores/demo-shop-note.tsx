import type { TShop } from "@wms/contracts";
import { Alert, Tag } from "antd";
import { useTranslation } from "react-i18next";

/** Over a per-shop screen of the demo's shop: what it is, and that nothing reaches Shopify from it. */
export function DemoShopNote({ shop }: { shop: TShop | undefined }) {
  const { t } = useTranslation();
  if (!shop?.demo) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t("stores.demo.note")}
      style={{ marginBottom: 16 }}
      data-testid="demo-shop-note"
    />
  );
}

/** The demo's shop, marked as such in lists and pickers. */
export function DemoShopTag({ shop }: { shop: TShop }) {
  const { t } = useTranslation();
  if (!shop.demo) return null;
  return (
    <Tag color="purple" data-testid="demo-shop-tag">
      {t("stores.demo.tag")}
    </Tag>
  );
}
