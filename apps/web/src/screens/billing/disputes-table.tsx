import type { TDispute } from "@wms/contracts";
import { Button, Flex, Segmented, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import {
  actionsColumn,
  CellText,
  longTextColumn,
  longTextWidth,
  textColumn,
  twoLineColumn,
} from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { moneyColumn } from "../../components/data-table/money-column.ts";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { formatTime } from "../../components/format.ts";
import { billingApi, disputesKey } from "./billing-api.ts";
import { useCustomerFilter } from "./billing-filters.ts";
import { DecideDisputeModal } from "./dispute-decision-modals.tsx";
import { DisputeStatusTag } from "./dispute-status.tsx";

/** The status choices over the list (`all`: every status). */
const statusChoices = ["open", "accepted", "rejected", "all"] as const;
type TStatusChoice = (typeof statusChoices)[number];

/**
 * The provider's answer: its note (an accepted dispute without one: the credit note it issued), who answered
 * and when under it; a dash while the dispute is open.
 */
function AnswerCell({ dispute }: { dispute: TDispute }) {
  const { t } = useTranslation();
  if (dispute.status === "open") return "—";
  const note =
    dispute.resolution_note || (dispute.status === "accepted" ? t("billing.disputes.creditNoteIssued") : "");
  return (
    <>
      <CellText text={note} />
      <Typography.Text type="secondary">
        <CellText
          text={t("billing.disputes.answeredBy", {
            by: dispute.resolved_by ?? "",
            at: formatTime(dispute.resolved_at),
          })}
        />
      </Typography.Text>
    </>
  );
}

/**
 * The disputes of charges, each with its charge, the merchant's reason and the provider's answer: the
 * provider's (every customer, `showCustomer`; `canDecide`: an open one is accepted or rejected in a modal)
 * and a drop shipper's own with one provider (`providerUuid`). The status picker shows `defaultStatus`
 * unless the URL names another; newest first.
 */
export function DisputesTable(props: {
  showCustomer: boolean;
  providerUuid?: string;
  canDecide?: boolean;
  defaultStatus: TStatusChoice;
}) {
  const { t } = useTranslation();
  const { providerUuid, defaultStatus } = props;
  const [params, update] = useListParams();
  const status: TStatusChoice = statusChoices.find((s) => s === params.status) ?? defaultStatus;
  const [accepting, setAccepting] = useState<TDispute | null>(null);
  const [rejecting, setRejecting] = useState<TDispute | null>(null);
  const customerFilter = useCustomerFilter(t("billing.work.customer"), props.showCustomer);
  return (
    <Flex vertical gap={12}>
      <div>
        <Segmented<TStatusChoice>
          aria-label={t("billing.disputes.status")}
          value={status}
          onChange={(next) => update({ status: next === defaultStatus ? undefined : next })}
          options={statusChoices.map((s) => ({ value: s, label: t(`billing.disputes.choices.${s}`) }))}
        />
      </div>
      <DataTable<TDispute>
        testId="disputes-table"
        queryKey={[...disputesKey, providerUuid ?? "tenant", status]}
        fetchPage={(p) =>
          billingApi.disputes({
            ...p,
            provider_uuid: providerUuid,
            status: status === "all" ? undefined : status,
          })
        }
        rowKey="id"
        search={false}
        filters={customerFilter}
        narrowedBy={["status"]}
        emptyText={props.canDecide ? t("billing.disputes.emptyProvider") : t("billing.disputes.emptyMine")}
        columns={[
          {
            key: "status",
            title: t("billing.disputes.status"),
            className: oneLineCell,
            render: (_v, row) => <DisputeStatusTag status={row.status} />,
          },
          twoLineColumn<TDispute>(
            "raised_at",
            t("billing.disputes.raised"),
            (r) => formatTime(r.raised_at),
            (r) => r.raised_by,
            { sorter: true },
          ),
          ...(props.showCustomer
            ? [
                twoLineColumn<TDispute>(
                  "customer",
                  t("billing.work.customer"),
                  (r) => r.customer_name,
                  (r) => r.owner_code,
                ),
              ]
            : []),
          textColumn<TDispute>("billing_day", t("billing.work.day"), { className: oneLineCell }),
          longTextColumn<TDispute>("kind", t("billing.editor.kind"), (r) => t(`billing.kinds.${r.kind}`)),
          textColumn<TDispute>("source_code", t("billing.disputes.document"), { className: oneLineCell }),
          moneyColumn<TDispute>("amount", t("billing.charges.amount"), (r) => r.amount, {
            currencyOf: (r) => r.currency,
          }),
          longTextColumn<TDispute>("reason", t("billing.disputes.reason"), (r) => r.reason),
          {
            key: "answer",
            title: t("billing.disputes.answer"),
            width: longTextWidth,
            render: (_v, row) => <AnswerCell dispute={row} />,
          },
          ...(props.canDecide
            ? [
                actionsColumn<TDispute>(t("common.actions"), (row) =>
                  row.status === "open" ? (
                    <Space size={0}>
                      <Button
                        type="link"
                        size="small"
                        data-testid={`accept-dispute-${row.id}`}
                        onClick={() => setAccepting(row)}
                      >
                        {t("billing.decide.accept")}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        data-testid={`reject-dispute-${row.id}`}
                        onClick={() => setRejecting(row)}
                      >
                        {t("billing.decide.reject")}
                      </Button>
                    </Space>
                  ) : null,
                ),
              ]
            : []),
        ]}
      />
      {props.canDecide && (
        <>
          <DecideDisputeModal decision="accept" dispute={accepting} onClose={() => setAccepting(null)} />
          <DecideDisputeModal decision="reject" dispute={rejecting} onClose={() => setRejecting(null)} />
        </>
      )}
    </Flex>
  );
}
