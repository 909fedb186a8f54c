import type { TShopLinkState, TShopVariant } from "@wms/contracts";
import { Flex, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";

/**
 * antd preset colours (theme-aware) of how a shop variant links to the catalogue, shared by the row's
 * tag and the sync panel's counts: linked, created by the sync, not linked (SKU conflict).
 */
export const linkStateColours = {
  linked: "green",
  new: "blue",
  sku_conflict: "red",
} as const satisfies Record<TShopLinkState, string>;

/** The row's link state as a tag; a SKU conflict also says what to fix (the server's sentence). */
export function LinkStateCell({ variant }: { variant: TShopVariant }) {
  const { t } = useTranslation();
  const state = variant.link_state;
  return (
    <Flex vertical gap={4} align="flex-start">
      <Tag color={linkStateColours[state]} data-testid="link-state">
        {t(`stores.products.linkStates.${state}`)}
      </Tag>
      {state === "sku_conflict" && variant.conflict && (
        <Typography.Text type="danger" style={{ maxWidth: 320 }} data-testid="link-conflict">
          {variant.conflict}
        </Typography.Text>
      )}
    </Flex>
  );
}
