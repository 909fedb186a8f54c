import { useQuery } from "@tanstack/react-query";
import type { TFeeKind } from "@wms/contracts";
import { Flex, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { withDayRange } from "../../components/data-table/day-range.ts";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { formatMoney } from "../../components/format.ts";
import { billingApi, chargesKey } from "./billing-api.ts";

/** The list's filters as the totals and the export take them: no page, size, sort, order or screen tab. */
export function summaryFilters(params: Record<string, unknown>) {
  const { cur_page, page_size, sort, order, tab, ...filters } = params;
  return filters;
}

/**
 * What the charges the list's filters select add up to, credit notes less, and by fee kind: read from the
 * same URL filters as the list, so the figures always match its pages (the same for both sides).
 */
export function ChargesSummary({ providerUuid }: { providerUuid?: string }) {
  const { t } = useTranslation();
  const [params] = useListParams();
  const filters = { ...summaryFilters(withDayRange(params, "day")), provider_uuid: providerUuid };
  const summary = useQuery({
    queryKey: [...chargesKey, "summary", filters],
    queryFn: () => billingApi.chargesSummary(filters),
  });
  const data = summary.data;
  if (!data) return null;
  return (
    <Flex wrap gap={8} align="center" data-testid="charges-summary">
      <Typography.Text strong>
        {t("billing.summary.total", { count: data.count, amount: formatMoney(data.total, data.currency) })}
      </Typography.Text>
      {data.by_kind.map((k) => (
        <Tag key={k.kind}>
          {t("billing.summary.kind", {
            kind: t(`billing.kinds.${k.kind as TFeeKind}`),
            count: k.count,
            amount: formatMoney(k.amount, data.currency),
          })}
        </Tag>
      ))}
    </Flex>
  );
}
