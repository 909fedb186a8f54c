import { Button, DatePicker, Flex, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { billingApi } from "./billing-api.ts";
import { utcMonthStart } from "./billing-texts.ts";

/**
 * A month's statement to download, PDF or xlsx, in the reader's language (the server writes it): the drop
 * shipper's own with its provider (`providerUuid`), or, for the provider, the customer the charges list is
 * filtered by (none chosen: the buttons wait for one). Its totals are the list's for that month.
 */
export function StatementDownload({ providerUuid }: { providerUuid?: string }) {
  const { t } = useTranslation();
  const [params] = useListParams();
  const customerId = typeof params.customer_id === "string" ? params.customer_id : undefined;
  // A UTC month, as billing days are: the current one until another is picked.
  const [month, setMonth] = useState<Dayjs>(() => dayjs(utcMonthStart()));
  const [busy, setBusy] = useState<"pdf" | "xlsx" | null>(null);
  const ready = providerUuid !== undefined || customerId !== undefined;
  const download = async (format: "pdf" | "xlsx") => {
    setBusy(format);
    const query = { provider_uuid: providerUuid, customer_id: customerId, month: month.format("YYYY-MM") };
    try {
      await (format === "pdf" ? billingApi.statementPdf(query) : billingApi.statementXlsx(query));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex wrap gap={8} align="center" data-testid="statement-download">
      <Typography.Text>{t("billing.statement.label")}</Typography.Text>
      <DatePicker
        picker="month"
        allowClear={false}
        value={month}
        onChange={(value) => value && setMonth(value)}
        disabledDate={(d) => d.isAfter(dayjs(utcMonthStart()), "month")}
        aria-label={t("billing.statement.month")}
      />
      <Button onClick={() => download("pdf")} loading={busy === "pdf"} disabled={!ready}>
        {t("billing.statement.pdf")}
      </Button>
      <Button onClick={() => download("xlsx")} loading={busy === "xlsx"} disabled={!ready}>
        {t("billing.statement.xlsx")}
      </Button>
      {!ready && <Typography.Text type="secondary">{t("billing.statement.chooseCustomer")}</Typography.Text>}
    </Flex>
  );
}
