import { shopLinkStates, type TShopLinkCounts } from "@wms/contracts";
import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { linkStateColours } from "./shop-link-state.tsx";

/**
 * How many of the shop's variants are linked, new or in conflict, each a toggle of the variant table's
 * `link_state` filter (in the URL, as the table's own filter sets it).
 */
export function LinkCounts({ counts }: { counts: TShopLinkCounts }) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  return (
    <Flex gap={8} wrap data-testid="shop-link-counts">
      {shopLinkStates.map((state) => {
        const active = params.link_state === state;
        return (
          <Button
            key={state}
            size="small"
            color={linkStateColours[state]}
            variant={active ? "solid" : "filled"}
            aria-pressed={active}
            onClick={() => update({ link_state: active ? undefined : state })}
            data-testid={`shop-count-${state}`}
          >
            {t(`stores.products.counts.${state}`, { n: counts[state] })}
          </Button>
        );
      })}
    </Flex>
  );
}
