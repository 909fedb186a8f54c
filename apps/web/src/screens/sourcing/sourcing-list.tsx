import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  customersEndpoints,
  sourcingModes,
  sourcingStatuses,
  type TSourcingDetail,
  type TSourcingSummary,
} from "@wms/contracts";
import { App, Button, Popconfirm, Select, Space, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { call } from "../../api/client.ts";
import {
  actionsColumn,
  codeLinkColumn,
  longTextWidth,
  numberColumn,
  twoLineColumn,
} from "../../components/data-table/columns.tsx";
import { DataTable, type TFilter, valuesFilter } from "../../components/data-table/data-table.tsx";
import { withDayRange } from "../../components/data-table/day-range.ts";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { formatTime } from "../../components/format.ts";
import { QuoteModal } from "./quote-modal.tsx";
import { sourcingApi, sourcingKey } from "./sourcing-api.ts";
import { SourcingDetailDrawer } from "./sourcing-detail-drawer.tsx";
import { SourcingStatusTag, SourcingSubject } from "./sourcing-parts.tsx";

/** The staff's choice of who works the selected requests. */
function AssignControl(props: {
  selected: TSourcingSummary[];
  staff: { value: string; label: string }[];
  done: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return (
    <Select
      placeholder={t("sourcing.assignTo")}
      aria-label={t("sourcing.assignTo")}
      disabled={props.selected.length === 0}
      style={{ width: 200 }}
      value={null}
      options={[{ value: "", label: t("sourcing.nobody") }, ...props.staff]}
      onChange={async (assignee: string) => {
        const answer = await sourcingApi.assign({
          sourcing_ids: props.selected.map((r) => r.sourcing_id),
          assignee_id: assignee || null,
        });
        void message.success(t("sourcing.assigned", { count: answer.list.length }));
        props.done();
        await queryClient.invalidateQueries({ queryKey: sourcingKey });
      }}
    />
  );
}

/**
 * The requests of /ds/sourcing (the customer's history: re-submit in a click, cancel before a quote) and of
 * /p/sourcing (the staff's queue: customers, assignees, start and quote). Opens a request in its drawer; the
 * drawer opens by itself for `?sourcing=<id>` (the mails link there).
 */
export function SourcingList(props: { area: "ds" | "p"; providerUuid?: string; toolbar?: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(search.get("sourcing"));
  const [quoting, setQuoting] = useState<TSourcingDetail | null>(null);
  const staffSide = props.area === "p";
  const customers = useQuery({
    queryKey: ["customers", "options"],
    queryFn: () => call(customersEndpoints.list, { page_size: 100, cur_page: 1 }),
    enabled: staffSide,
  });
  const staff = useQuery({
    queryKey: [...sourcingKey, "staff"],
    queryFn: sourcingApi.staff,
    enabled: staffSide,
  });
  const ref = (r: TSourcingSummary) => ({ provider_uuid: props.providerUuid, sourcing_id: r.sourcing_id });
  const act = async (work: Promise<unknown>, done: string) => {
    await work;
    void message.success(done);
    await queryClient.invalidateQueries({ queryKey: sourcingKey });
  };

  const filters: TFilter[] = [
    valuesFilter({ name: "status", label: t("sourcing.fields.status"), width: 190 }, sourcingStatuses, (s) =>
      t(`sourcing.status.${s}`),
    ),
    valuesFilter({ name: "mode", label: t("sourcing.fields.mode"), width: 140 }, sourcingModes, (m) =>
      t(`sourcing.mode.${m}`),
    ),
    ...(staffSide
      ? [
          {
            kind: "select" as const,
            name: "customer_id",
            label: t("sourcing.fields.customer"),
            width: 200,
            options: (customers.data?.list ?? []).map((c) => ({ value: c.id, label: c.username })),
          },
          valuesFilter(
            { name: "assignee", label: t("sourcing.fields.assignee"), width: 160 },
            ["mine", "unassigned"],
            (a) => t(`sourcing.assignee.${a}`),
          ),
        ]
      : []),
    { kind: "dateRange", name: "date", label: t("sourcing.fields.createdAt") },
  ];

  return (
    <>
      <DataTable<TSourcingSummary>
        testId="sourcing-list"
        title={t(staffSide ? "sourcing.queueTitle" : "sourcing.historyTitle")}
        queryKey={[...sourcingKey, "list", props.area, props.providerUuid]}
        fetchPage={(params) =>
          sourcingApi.list(withDayRange({ ...params, provider_uuid: props.providerUuid }))
        }
        rowKey="sourcing_id"
        search={{ name: "keyword", placeholder: t("sourcing.searchPlaceholder") }}
        filters={filters}
        selectable={staffSide}
        actions={(selected, clear) => (
          <Space wrap>
            {staffSide && (
              <AssignControl
                selected={selected}
                done={clear}
                staff={(staff.data ?? []).map((u) => ({ value: u.user_id, label: u.username }))}
              />
            )}
            {props.toolbar}
          </Space>
        )}
        emptyText={t(staffSide ? "sourcing.queueEmpty" : "sourcing.historyEmpty")}
        columns={[
          codeLinkColumn(t("sourcing.fields.code"), (r) => setOpenId(r.sourcing_id)),
          ...(staffSide
            ? [
                twoLineColumn<TSourcingSummary>(
                  "customer",
                  t("sourcing.fields.customer"),
                  (r) => r.owner_code,
                  (r) => r.customer_name,
                ),
              ]
            : []),
          {
            key: "subject",
            title: t("sourcing.fields.subject"),
            width: longTextWidth,
            // The mode under what is asked for: one column instead of two.
            render: (_v, r) => (
              <>
                <SourcingSubject request={r} oneLine />
                <Typography.Text type="secondary">{t(`sourcing.mode.${r.mode}`)}</Typography.Text>
              </>
            ),
          },
          {
            key: "status",
            title: t("sourcing.fields.status"),
            sorter: true,
            render: (_v, r) => <SourcingStatusTag status={r.status} />,
          },
          numberColumn("expected_price", t("sourcing.fields.expectedPrice"), { render: (v) => v ?? "—" }),
          numberColumn("items_count", t("sourcing.fields.itemsCount")),
          ...(staffSide
            ? [
                {
                  key: "assignee",
                  title: t("sourcing.fields.assignee"),
                  render: (_v: unknown, r: TSourcingSummary) => r.assignee_name ?? "—",
                },
              ]
            : []),
          {
            key: "valid_until",
            title: t("sourcing.fields.validUntil"),
            render: (_v, r) => (r.valid_until ? formatTime(r.valid_until) : "—"),
          },
          timeColumn("created_at", t("sourcing.fields.createdAt"), { sorter: true }),
          actionsColumn<TSourcingSummary>(t("sourcing.fields.actions"), (r) => (
            <Space size={0}>
              {/* The code opens the request; a quote waiting for the shipper is named here too. */}
              {r.status === "pending_confirmation" && !staffSide && (
                <Button type="link" size="small" onClick={() => setOpenId(r.sourcing_id)}>
                  {t("sourcing.viewQuote")}
                </Button>
              )}
              {staffSide && r.status === "submitted" && (
                <Popconfirm
                  title={t("sourcing.startConfirm", { code: r.code })}
                  okText={t("sourcing.start")}
                  cancelText={t("common.cancel")}
                  onConfirm={() => act(sourcingApi.start(ref(r)), t("sourcing.started"))}
                >
                  <Button type="link" size="small">
                    {t("sourcing.start")}
                  </Button>
                </Popconfirm>
              )}
              {!staffSide && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => void act(sourcingApi.resubmit(ref(r)), t("sourcing.resubmitted"))}
                >
                  {t("sourcing.resubmit")}
                </Button>
              )}
            </Space>
          )),
        ]}
      />
      <SourcingDetailDrawer
        sourcingId={openId}
        providerUuid={props.providerUuid}
        area={props.area}
        onClose={() => setOpenId(null)}
        onQuote={staffSide ? setQuoting : undefined}
      />
      {staffSide && (
        <QuoteModal
          request={quoting}
          onClose={() => setQuoting(null)}
          onQuoted={async () => {
            void message.success(t("sourcing.quoted"));
            await queryClient.invalidateQueries({ queryKey: sourcingKey });
          }}
        />
      )}
    </>
  );
}
