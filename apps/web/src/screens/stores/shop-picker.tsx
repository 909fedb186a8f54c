import type { TShop } from "@wms/contracts";
import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";

/** Which shop a screen shows, kept in the URL (`shop_id`); staff also see each shop's owner code. */
export function ShopPicker(props: { shops: TShop[]; value: string; staff: boolean; testId: string }) {
  const { t } = useTranslation();
  const [, update] = useListParams();
  const labelOf = (s: TShop) =>
    [
      s.shop_name || s.shop_url,
      s.shop_url,
      ...(props.staff ? [s.owner_code] : []),
      ...(s.demo ? [t("stores.demo.tag")] : []),
    ].join(" · ");
  return (
    <Select
      showSearch={{ optionFilterProp: "label" }}
      aria-label={t("stores.userInfo.shop")}
      style={{ minWidth: 280 }}
      value={props.value}
      onChange={(shopId: string) => update({ shop_id: shopId })}
      options={props.shops.map((s) => ({ value: s.shop_id, label: labelOf(s) }))}
      data-testid={props.testId}
    />
  );
}
