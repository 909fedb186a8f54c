import { useQuery } from "@tanstack/react-query";
import type { TShopUserInfo } from "@wms/contracts";
import { Alert, Card, Descriptions, type DescriptionsProps, Empty, Flex, Skeleton, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { countryName } from "../../components/country-select.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { storesApi, storesKey } from "./stores-api.ts";
import { delayLabel } from "./user-info-rules.ts";

const f = (t: TFunction, key: string) => t(`stores.userInfo.fields.${key}`);

/** What identifies the shop and its owner, never edited here: URL, name, user code, username. */
export function identityItems(t: TFunction, info: TShopUserInfo): DescriptionsProps["items"] {
  return [
    { key: "shop_url", label: f(t, "shopUrl"), children: info.shop_url },
    { key: "shop_name", label: f(t, "shopName"), children: info.shop_name || "—" },
    { key: "user_code", label: f(t, "userCode"), children: info.user_code || "—" },
    { key: "username", label: f(t, "username"), children: info.username || "—" },
  ];
}

/** Codes as names in the UI language, or `empty` when the list has none. */
function countryList(codes: string[], empty: string) {
  return codes.length > 0 ? codes.map((code) => countryName(code)).join(", ") : empty;
}

/** Every setting of the shop, read-only (the provider's view). */
function settingItems(t: TFunction, info: TShopUserInfo): DescriptionsProps["items"] {
  const notSet = t("stores.userInfo.notSet");
  return [
    {
      key: "tracking",
      label: f(t, "tracking"),
      span: 2,
      children: info.tracking_url_template ? (
        <Typography.Text code copyable>
          {info.tracking_url_template}
        </Typography.Text>
      ) : (
        t("stores.userInfo.carrierTracking")
      ),
    },
    { key: "delay", label: f(t, "delay"), children: delayLabel(t, info.delay_fulfil_minutes) },
    {
      key: "push_stock",
      label: f(t, "pushStock"),
      children: t(info.push_stock ? "stores.userInfo.on" : "stores.userInfo.off"),
    },
    {
      key: "include",
      label: f(t, "include"),
      children: countryList(info.include_countries, t("stores.userInfo.everyCountry")),
    },
    { key: "exclude", label: f(t, "exclude"), children: countryList(info.exclude_countries, "—") },
    { key: "warehouse", label: f(t, "warehouse"), children: info.warehouse_name ?? notSet },
    { key: "channel", label: f(t, "channel"), children: info.channel_name ?? notSet },
    {
      key: "order_mode",
      label: f(t, "orderMode"),
      span: 2,
      children: (
        <Flex vertical>
          {t(`stores.userInfo.orderModes.${info.order_mode}`)}
          <Typography.Text type="secondary">
            {t(`stores.userInfo.orderModeHints.${info.order_mode}`)}
          </Typography.Text>
        </Flex>
      ),
    },
  ];
}

/** /p/p-user-info?shop_id=: one customer shop's user info, read-only, for provider staff. */
export function ProviderUserInfoScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shopId = params.get("shop_id") ?? "";
  const info = useQuery({
    queryKey: [...storesKey, "user-info", "tenant", shopId],
    queryFn: () => storesApi.userInfo({ shop_id: shopId }),
    enabled: shopId !== "",
  });
  const back = (
    <LinkButton to="/p/p-store-management" data-testid="p-user-info-back">
      {t("menu.customerShops")}
    </LinkButton>
  );
  let body = <Skeleton active />;
  if (shopId === "" || info.isError)
    body = (
      <Empty description={t("stores.userInfo.noShopChosen")}>
        <Typography.Text type="secondary">{t("stores.userInfo.chooseFromList")}</Typography.Text>
      </Empty>
    );
  else if (info.data)
    body = (
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        data-testid="p-user-info"
        items={[...(identityItems(t, info.data) ?? []), ...(settingItems(t, info.data) ?? [])]}
      />
    );
  return (
    <Card title={t("menu.userInfo")} extra={back}>
      {info.data && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("stores.userInfo.readOnly")} />
      )}
      {body}
    </Card>
  );
}
