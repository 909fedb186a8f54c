import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TFeeEstimate, TFeeEstimateWork, TFeeKind } from "@wms/contracts";
import { Alert, Flex, Typography } from "antd";
import type { TFunction } from "i18next";
import { type CSSProperties, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../components/format.ts";
import { useDebouncedValue } from "../../components/use-debounced-value.ts";
import { useSession } from "../../session/use-session.ts";
import { billingApi, billingKey } from "./billing-api.ts";
import { kindInfo } from "./rate-rules.ts";

type TFeeEstimateProps = {
  work: TFeeEstimateWork;
  /** A drop shipper's provider (required on its side). */
  providerUuid?: string;
  /** Provider staff: the customer whose card prices the work (none: the default card). */
  customerId?: string;
  /** The lines that name a SKU, their units, and a receipt's cartons. */
  lines: number;
  units: number;
  cartons?: number;
  /** Orders: the chosen channel (its packaging and carrier's tariff) and the declared weight in kg. */
  channelId?: string;
  weight?: string;
  /** Its place in the form (margins). */
  style?: CSSProperties;
};

/** How long the lines must stay unchanged before the estimate is asked again (not on every keystroke). */
const settleMs = 300;

/**
 * What the work a form describes would be charged under the rate card in effect today, before it is saved,
 * updated as its lines change: a line per fee, the total, and the fees the card has no rate for. Provider
 * staff and drop shippers only: operators never see prices (the server refuses them).
 */
export function FeeEstimate(props: TFeeEstimateProps) {
  const role = useSession()?.role;
  if (role === "provider") return <Estimate {...props} providerUuid={undefined} staff />;
  if (role === "dropShipper" && props.providerUuid)
    return <Estimate {...props} customerId={undefined} staff={false} />;
  return null;
}

function Estimate(props: TFeeEstimateProps & { staff: boolean }) {
  const { work, providerUuid, customerId, lines, units, cartons } = props;
  // The weight prices the channel's parcel only: without a channel it is not asked with.
  const channelId = work === "order" ? props.channelId : undefined;
  const weight = channelId ? props.weight : undefined;
  const query = useMemo(
    () => ({
      work,
      provider_uuid: providerUuid,
      customer_id: customerId,
      lines,
      units,
      cartons: work === "receipt" ? (cartons ?? 0) : undefined,
      channel_id: channelId,
      weight,
    }),
    [work, providerUuid, customerId, lines, units, cartons, channelId, weight],
  );
  const asked = useDebouncedValue(query, settleMs);
  const estimate = useQuery({
    queryKey: [...billingKey, "estimate", asked],
    queryFn: () => billingApi.estimateFees(asked),
    enabled: asked.lines >= 1,
    // The last figures stay while the next are asked: the box does not blink at each keystroke.
    placeholderData: keepPreviousData,
  });
  // No line yet (or none left), no answer (a refusal included), or no card in effect: nothing to say.
  if (lines < 1 || !estimate.data?.priced) return null;
  return <EstimateBox estimate={estimate.data} staff={props.staff} style={props.style} />;
}

/** A percent kind's quantity is money (a cost, a quote's value): at least 2 decimals, as the server keeps it. */
const moneyFigure = (quantity: string) => {
  const [whole, decimals = ""] = quantity.split(".");
  return `${whole}.${decimals.padEnd(2, "0")}`;
};

/** An amount with its currency, "about" it when reckoned at the declared weight. */
const aboutMoney = (t: TFunction, amount: string, currency: string, approximate: boolean) =>
  approximate
    ? t("billing.estimate.about", { amount: formatMoney(amount, currency) })
    : formatMoney(amount, currency);

/**
 * One fee as "kind: how it is reckoned = amount": units x rate ("4 × 0.30"), a cost plus a percent
 * ("cost 5.50 + 22.00 %") or a percent of a value; "about" the amount when it is reckoned at the declared
 * weight (the scale's weight at the hand-over decides the charge).
 */
function itemText(t: TFunction, item: TFeeEstimate["items"][number], currency: string) {
  const basis = kindInfo(item.kind).basis;
  const figures = { quantity: moneyFigure(item.quantity), rate: item.rate };
  const reckoning =
    basis === "costPlus"
      ? t("billing.estimate.costPlus", figures)
      : basis === "share"
        ? t("billing.estimate.share", figures)
        : t("billing.estimate.perUnit", { quantity: item.quantity, rate: item.rate });
  return t("billing.estimate.item", {
    kind: t(`billing.kinds.${item.kind}`),
    reckoning,
    amount: aboutMoney(t, item.amount, currency, item.approximate),
  });
}

function EstimateBox(props: { estimate: TFeeEstimate; staff: boolean; style?: CSSProperties }) {
  const { estimate, staff } = props;
  const { t } = useTranslation();
  const kind = (k: TFeeKind) => t(`billing.kinds.${k}`);
  const unpriced = estimate.unpriced;
  const approximate = estimate.items.some((i) => i.approximate);
  return (
    <Alert
      type="info"
      // A hint beside the form, not an alert: screen readers hear the total change (status below).
      role="note"
      data-testid="fee-estimate"
      style={props.style}
      title={t("billing.estimate.title")}
      description={
        <Flex vertical gap={2}>
          {estimate.items.map((item) => (
            <Typography.Text key={item.kind} data-testid={`fee-estimate-${item.kind}`}>
              {itemText(t, item, estimate.currency)}
            </Typography.Text>
          ))}
          <Typography.Text strong role="status" aria-live="polite" data-testid="fee-estimate-total">
            {t("billing.estimate.total", {
              amount: aboutMoney(t, estimate.total, estimate.currency, approximate),
            })}
          </Typography.Text>
          {approximate && (
            <Typography.Text type="secondary" data-testid="fee-estimate-approximate">
              {t("billing.estimate.approximate")}
            </Typography.Text>
          )}
          {unpriced.length > 0 && (
            <Typography.Text type="secondary" data-testid="fee-estimate-unpriced">
              {t(staff ? "billing.estimate.unpricedStaff" : "billing.estimate.unpriced", {
                count: unpriced.length,
                kinds: unpriced.map(kind).join(t("billing.estimate.separator")),
              })}
            </Typography.Text>
          )}
        </Flex>
      }
    />
  );
}
