import type { TUnpricedWork } from "@wms/contracts";
import { Button, Flex, Segmented, Space } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { longTextColumn, numberColumn, twoLineColumn } from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { formatTime } from "../../components/format.ts";
import { statusTag } from "../../components/status-tag.tsx";
import { billingApi, unpricedKey } from "./billing-api.ts";
import { kindFilter, useCustomerFilter } from "./billing-filters.ts";
import { PriceWorkModal, WaiveWorkModal } from "./resolve-work-modals.tsx";
import { workColumns } from "./work-columns.tsx";

/** The status choices over the list: open work unless the URL names another (`all`: every status). */
const statusChoices = ["open", "priced", "waived", "all"] as const;
type TStatusChoice = (typeof statusChoices)[number];

const UnpricedStatusTag = statusTag({
  colours: { open: "gold", priced: "green", waived: "default" },
  textKey: "billing.unpriced.statuses",
  testId: "unpriced-status",
});

/**
 * Work no rate priced (its kind had no rate on the customer's card that day): never charged 0, it waits here
 * until the provider prices it at a rate typed now or waives it. Open work first; the chosen open items are
 * priced (one fee kind at a time) or waived in a modal.
 */
export function UnpricedWorkTab() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const status: TStatusChoice = statusChoices.find((s) => s === params.status) ?? "open";
  const [pricing, setPricing] = useState<TUnpricedWork[]>([]);
  const [waiving, setWaiving] = useState<TUnpricedWork[]>([]);
  const clearSelection = useRef(() => {});
  const customerFilter = useCustomerFilter(t("billing.work.customer"));
  const resolvedColumn = twoLineColumn<TUnpricedWork>(
    "resolved",
    t("billing.unpriced.resolved"),
    (r) => r.resolved_by,
    (r) => formatTime(r.resolved_at),
  );
  const done = () => {
    clearSelection.current();
    setPricing([]);
    setWaiving([]);
  };
  const statusPicker = (
    <Segmented<TStatusChoice>
      aria-label={t("billing.unpriced.status")}
      value={status}
      onChange={(next) => update({ status: next === "open" ? undefined : next })}
      options={statusChoices.map((s) => ({ value: s, label: t(`billing.unpriced.choices.${s}`) }))}
    />
  );
  return (
    <Flex vertical gap={12}>
      <div>{statusPicker}</div>
      <DataTable<TUnpricedWork>
        // A new status starts with nothing chosen (the picker stays, with the focus).
        key={status}
        testId="unpriced-table"
        queryKey={[...unpricedKey, status]}
        fetchPage={(p) => billingApi.unpricedWork({ ...p, status: status === "all" ? undefined : status })}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("billing.work.search") }}
        filters={[...customerFilter, kindFilter(t)]}
        narrowedBy={["status"]}
        selectable
        canSelect={(row) => row.status === "open"}
        actions={(selected, clear) => (
          <Space wrap>
            <Button
              type="primary"
              disabled={selected.length === 0}
              data-testid="price-work"
              onClick={() => {
                clearSelection.current = clear;
                setPricing(selected);
              }}
            >
              {t("billing.unpriced.price")}
            </Button>
            <Button
              disabled={selected.length === 0}
              data-testid="waive-work"
              onClick={() => {
                clearSelection.current = clear;
                setWaiving(selected);
              }}
            >
              {t("billing.unpriced.waive")}
            </Button>
          </Space>
        )}
        emptyText={t("billing.unpriced.empty")}
        columns={[
          ...workColumns<TUnpricedWork>(t, { customer: true }),
          numberColumn<TUnpricedWork>("quantity", t("billing.work.quantity")),
          {
            key: "status",
            title: t("billing.unpriced.status"),
            render: (_v, row) => <UnpricedStatusTag status={row.status} />,
          },
          {
            ...resolvedColumn,
            // Open work: one dash, not one a line.
            render: (v, row, i) => (row.resolved_by === null ? "—" : resolvedColumn.render?.(v, row, i)),
          },
          longTextColumn<TUnpricedWork>(
            "waive_reason",
            t("billing.unpriced.waiveReason"),
            (r) => r.waive_reason,
          ),
        ]}
      />
      <PriceWorkModal items={pricing} onClose={() => setPricing([])} onDone={done} />
      <WaiveWorkModal items={waiving} onClose={() => setWaiving([])} onDone={done} />
    </Flex>
  );
}
