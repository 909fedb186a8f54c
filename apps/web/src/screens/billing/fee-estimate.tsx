import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TFeeEstimate, TFeeEstimateWork, TFeeKind } from "@wms/contracts";
import { Alert, Flex, Typography } from "antd";
import { type CSSProperties, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../components/format.ts";
import { useDebouncedValue } from "../../components/use-debounced-value.ts";
import { useSession } from "../../session/use-session.ts";
import { billingApi, billingKey } from "./billing-api.ts";

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
  const query = useMemo(
    () => ({
      work,
      provider_uuid: providerUuid,
      customer_id: customerId,
      lines,
      units,
      cartons: work === "receipt" ? (cartons ?? 0) : undefined,
    }),
    [work, providerUuid, customerId, lines, units, cartons],
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

function EstimateBox(props: { estimate: TFeeEstimate; staff: boolean; style?: CSSProperties }) {
  const { estimate, staff } = props;
  const { t } = useTranslation();
  const kind = (k: TFeeKind) => t(`billing.kinds.${k}`);
  const money = (amount: string) => formatMoney(amount, estimate.currency);
  const unpriced = estimate.unpriced;
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
              {t("billing.estimate.item", {
                kind: kind(item.kind),
                quantity: item.quantity,
                rate: item.rate,
                amount: money(item.amount),
              })}
            </Typography.Text>
          ))}
          <Typography.Text strong role="status" aria-live="polite" data-testid="fee-estimate-total">
            {t("billing.estimate.total", { amount: money(estimate.total) })}
          </Typography.Text>
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
