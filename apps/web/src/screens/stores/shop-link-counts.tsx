import { shopLinkStates, type TShopLinkCounts } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { CountFilters } from "./count-filters.tsx";
import { linkStateColours } from "./shop-link-state.tsx";

/**
 * How many of the shop's variants are linked, new or in conflict, each a toggle of the variant table's
 * `link_state` filter (in the URL, as the table's own filter sets it).
 */
export function LinkCounts({ counts }: { counts: TShopLinkCounts }) {
  const { t } = useTranslation();
  return (
    <CountFilters
      values={shopLinkStates}
      counts={counts}
      param="link_state"
      colours={linkStateColours}
      label={(state, n) => t(`stores.products.counts.${state}`, { n })}
      groupLabel={t("stores.products.linkState")}
      testIdPrefix="shop-count"
      testId="shop-link-counts"
    />
  );
}
