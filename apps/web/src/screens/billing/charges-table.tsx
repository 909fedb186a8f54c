import { useQuery } from "@tanstack/react-query";
import type { TCharge } from "@wms/contracts";
import { Button, Flex, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import {
  actionsColumn,
  CellText,
  longTextWidth,
  numberColumn,
  textColumn,
} from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { withDayRange } from "../../components/data-table/day-range.ts";
import { moneyColumn } from "../../components/data-table/money-column.ts";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { ExportButton } from "../../components/export-button.tsx";
import { warehouseFilter } from "../../components/warehouse-options.ts";
import { storageApi } from "../warehousing/storage-api.ts";
import { billingApi, chargesKey } from "./billing-api.ts";
import { groupFilter, kindFilter, useCustomerFilter } from "./billing-filters.ts";
import { amountText } from "./billing-texts.ts";
import { ChargesSummary, summaryFilters } from "./charges-summary.tsx";
import { CreditChargeModal } from "./credit-charge-modal.tsx";
import { DisputeChargeModal } from "./dispute-charge-modal.tsx";
import { ChargeDisputeTag } from "./dispute-status.tsx";
import { StatementDownload } from "./statement-download.tsx";
import { workColumns } from "./work-columns.tsx";

/** A charge's rate with its unit ("0.30 USD per unit"), and "Priced by hand" when no card's rate priced it. */
function RateCell({ charge }: { charge: TCharge }) {
  const { t } = useTranslation();
  return (
    <>
      <CellText text={amountText(t, { kind: charge.kind, amount: charge.rate }, charge.currency)} />
      {charge.rate_version_id === null && (
        <Typography.Text type="secondary">
          <CellText text={t("billing.charges.byHand")} />
        </Typography.Text>
      )}
    </>
  );
}

/**
 * Whether a charge was reversed ("Credited"), or is the credit note that reversed one ("Credit note", its
 * reason under it); nothing for a plain charge.
 */
function CreditMark({ charge }: { charge: TCharge }) {
  const { t } = useTranslation();
  if (charge.credit_of !== null)
    return (
      <>
        <Tag color="blue" data-testid="credit-note-tag">
          {t("billing.charges.creditNote")}
        </Tag>
        <Typography.Text type="secondary">
          <CellText text={charge.note} />
        </Typography.Text>
      </>
    );
  if (charge.credited_by !== null)
    return <Tag data-testid="credited-tag">{t("billing.charges.credited")}</Tag>;
  return null;
}

/**
 * The charge's credit mark and, beside it, where its latest dispute stands ("Disputed", "Dispute accepted",
 * "Dispute rejected"); a dash for a plain charge never disputed.
 */
function CreditCell({ charge }: { charge: TCharge }) {
  if (charge.credit_of === null && charge.credited_by === null && charge.dispute === null) return "—";
  return (
    <>
      <CreditMark charge={charge} />
      {charge.dispute && <ChargeDisputeTag status={charge.dispute.status} />}
    </>
  );
}

/** A charge the provider may still reverse: neither a credit note nor credited already. */
const creditable = (charge: TCharge) => charge.credit_of === null && charge.credited_by === null;

/** A charge the merchant may dispute: one it could still be credited, with no dispute waiting for an answer. */
const disputable = (charge: TCharge) => creditable(charge) && charge.dispute?.status !== "open";

/**
 * The charges billing posted, one per document and fee kind, with the work behind each, and the credit notes
 * that reversed some, each with where its latest dispute stands: the provider's (every customer,
 * `showCustomer`; `canCredit`: a charge not yet credited can be reversed with a credit note) and a drop
 * shipper's own with one provider (`providerUuid`; `canDispute`: a charge not credited nor already disputed
 * can be disputed with a reason). Searched by document code, filtered by customer, fee group and kind,
 * warehouse and UTC billing day.
 */
export function ChargesTable(props: {
  showCustomer: boolean;
  providerUuid?: string;
  canCredit?: boolean;
  canDispute?: boolean;
}) {
  const { t } = useTranslation();
  const { providerUuid } = props;
  const canDispute = props.canDispute === true && providerUuid !== undefined;
  const [crediting, setCrediting] = useState<TCharge | null>(null);
  const [disputing, setDisputing] = useState<TCharge | null>(null);
  const customerFilter = useCustomerFilter(t("billing.work.customer"), props.showCustomer);
  const [params] = useListParams();
  const warehouses = useQuery({
    queryKey: ["storage", "definitions", providerUuid ? "ds" : "p", providerUuid],
    queryFn: () => storageApi.definitions(providerUuid),
  });
  return (
    <Flex vertical gap={12}>
      <ChargesSummary providerUuid={providerUuid} />
      <StatementDownload providerUuid={providerUuid} />
      <DataTable<TCharge>
        testId="charges-table"
        queryKey={[...chargesKey, providerUuid ?? "tenant"]}
        fetchPage={(p) => billingApi.charges({ ...withDayRange(p, "day"), provider_uuid: providerUuid })}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("billing.work.search") }}
        filters={[
          ...customerFilter,
          groupFilter(t),
          kindFilter(t),
          warehouseFilter(t("billing.charges.warehouse"), warehouses.data, 200),
          { kind: "dateRange", name: "day", label: t("billing.work.days") },
        ]}
        emptyText={t("billing.charges.empty")}
        actions={() => (
          <ExportButton
            testId="charges-export"
            start={() => billingApi.exportCharges(summaryFilters(withDayRange(params, "day")), providerUuid)}
          />
        )}
        columns={[
          ...workColumns<TCharge>(t, { customer: props.showCustomer }),
          textColumn<TCharge>("warehouse_code", t("billing.charges.warehouse"), {
            className: oneLineCell,
            render: (code: string | null) => code ?? "—",
          }),
          numberColumn<TCharge>("quantity", t("billing.work.quantity")),
          {
            key: "rate",
            title: t("billing.charges.rate"),
            width: longTextWidth,
            render: (_v, row) => <RateCell charge={row} />,
          },
          moneyColumn<TCharge>("amount", t("billing.charges.amount"), (r) => r.amount, {
            sorter: true,
            currencyOf: (r) => r.currency,
          }),
          {
            key: "credit",
            title: t("billing.charges.credit"),
            width: longTextWidth,
            render: (_v, row) => <CreditCell charge={row} />,
          },
          ...(props.canCredit || canDispute
            ? [
                actionsColumn<TCharge>(t("common.actions"), (row) => (
                  <>
                    {props.canCredit && creditable(row) && (
                      <Button
                        type="link"
                        size="small"
                        data-testid={`credit-charge-${row.id}`}
                        onClick={() => setCrediting(row)}
                      >
                        {t("billing.credit.action")}
                      </Button>
                    )}
                    {canDispute && disputable(row) && (
                      <Button
                        type="link"
                        size="small"
                        data-testid={`dispute-charge-${row.id}`}
                        onClick={() => setDisputing(row)}
                      >
                        {t("billing.dispute.action")}
                      </Button>
                    )}
                  </>
                )),
              ]
            : []),
        ]}
      />
      {props.canCredit && <CreditChargeModal charge={crediting} onClose={() => setCrediting(null)} />}
      {canDispute && (
        <DisputeChargeModal
          charge={disputing}
          providerUuid={providerUuid}
          onClose={() => setDisputing(null)}
        />
      )}
    </Flex>
  );
}
