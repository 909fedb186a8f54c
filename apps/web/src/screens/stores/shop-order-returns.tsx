import type { TShopReportState, TShopReturn, TShopReturnState } from "@wms/contracts";
import { Flex, Tag, Tooltip, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** antd preset colours (theme-aware) of a return without a report yet, by its state. */
const stateColours = {
  due: "blue",
  raised: "default",
  skipped: "default",
  cancelled: "default",
} as const satisfies Record<TShopReturnState, string>;

/** …and of a raised return's report of its inspection to Shopify. */
const reportColours = {
  due: "blue",
  sent: "green",
  failed: "red",
} as const satisfies Record<TShopReportState, string>;

/** A test id's form of a return's name: "#1001-R1" → "1001-R1". */
const returnId = (r: TShopReturn) => r.name.replace(/^#/, "");

/**
 * A shop order's returns in Shopify, one small tag each under its state: the return's name, the RMA made
 * of it (a link to it in Returns, `rmaLink`) and where it stands (its report to Shopify once there is one);
 * a failed report's error in the tag's tooltip, why a return was skipped or cancelled under it. Nothing
 * when the order has none.
 */
export function ShopOrderReturns(props: { returns?: TShopReturn[]; rmaLink: (code: string) => string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!props.returns?.length) return null;
  return (
    <Flex vertical gap={4} align="flex-start" data-testid="shop-order-returns">
      {props.returns.map((r) => {
        const status = r.report
          ? t(`stores.returns.report.${r.report.state}`)
          : t(`stores.returns.state.${r.state}`);
        const tag = (
          <Tag
            color={r.report ? reportColours[r.report.state] : stateColours[r.state]}
            style={{ maxWidth: 320, marginInlineEnd: 0, whiteSpace: "normal" }}
            data-testid={`shop-return-${returnId(r)}`}
          >
            {t("stores.returns.title", { name: r.name })}
            {r.return_code && (
              <>
                {" → "}
                <Link
                  to={props.rmaLink(r.return_code)}
                  aria-label={t("stores.returns.rma", { code: r.return_code })}
                  data-testid={`shop-return-rma-${r.return_code}`}
                >
                  {r.return_code}
                </Link>
              </>
            )}
            {` · ${status}`}
          </Tag>
        );
        const error = r.report?.state === "failed" ? r.report.error_text : null;
        return (
          <Flex key={r.shopify_return_id} vertical align="flex-start">
            {error ? <Tooltip title={error}>{tag}</Tooltip> : tag}
            {r.reason_text && (
              <Typography.Text
                type="secondary"
                style={{ maxWidth: 320, fontSize: token.fontSizeSM }}
                data-testid={`shop-return-reason-${returnId(r)}`}
              >
                {r.reason_text}
              </Typography.Text>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
