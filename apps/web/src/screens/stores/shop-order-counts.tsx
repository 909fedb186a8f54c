import { shopOrderStates, type TShopOrderCounts } from "@wms/contracts";
import { Flex, Tabs, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { shopOrderStateColours } from "./shop-order-state.tsx";

/**
 * The shop's orders per state as tabs, each with its count; a tab sets the order table's `state` filter
 * (in the URL, "all" clears it). Counts show once they are read.
 */
export function ShopOrderCounts({ counts }: { counts: TShopOrderCounts | undefined }) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const total = counts ? shopOrderStates.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const label = (key: string, text: string, n: number | undefined, colour = "default") => (
    <Flex gap={6} align="center">
      {text}
      {n !== undefined && (
        <Tag
          color={colour}
          variant="filled"
          style={{ marginInlineEnd: 0 }}
          data-testid={`shop-order-count-${key}`}
        >
          {n}
        </Tag>
      )}
    </Flex>
  );
  return (
    <Tabs
      aria-label={t("stores.orders.stateFilter")}
      activeKey={typeof params.state === "string" ? params.state : "all"}
      onChange={(key) => update({ state: key === "all" ? undefined : key })}
      items={[
        { key: "all", label: label("all", t("stores.orders.all"), total) },
        ...shopOrderStates.map((s) => ({
          key: s,
          label: label(s, t(`stores.orders.states.${s}`), counts?.[s], shopOrderStateColours[s]),
        })),
      ]}
    />
  );
}
