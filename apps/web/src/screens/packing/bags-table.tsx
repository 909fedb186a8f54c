import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TBag } from "@wms/contracts";
import { bagStatuses } from "@wms/contracts";
import { Button, Popconfirm, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { statusTag } from "../../components/status-tag.tsx";
import { bagsKey, packingApi } from "./packing-api.ts";

const BagStatusTag = statusTag({
  colours: { open: "processing", closed: "default" },
  textKey: "packing.bagStatus",
});

const time = (s: number | null) => (s ? dayjs.unix(s).format("YYYY-MM-DD HH:mm") : "—");

/** Bags with filters (channel, status, creation date, bag number); close one, print the selected. */
export function BagsTable() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const channels = useQuery({ queryKey: ["packing", "channels"], queryFn: packingApi.channels });
  const close = useMutation({
    mutationFn: packingApi.closeBag,
    onSuccess: () => void client.invalidateQueries({ queryKey: bagsKey }),
  });
  return (
    <DataTable<TBag>
      testId="bags-list"
      title={t("packing.bagging.listTitle")}
      queryKey={bagsKey}
      fetchPage={packingApi.bags}
      rowKey="bag_id"
      selectable
      search={{ name: "keyword", placeholder: t("packing.bagging.search") }}
      emptyText={t("packing.bagging.empty")}
      filters={[
        {
          kind: "select",
          name: "channel_id",
          label: t("packing.fields.channel"),
          options: (channels.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          width: 220,
        },
        valuesFilter({ name: "status", label: t("packing.fields.status"), width: 140 }, bagStatuses, (s) =>
          t(`packing.bagStatus.${s}`),
        ),
        { kind: "dateRange", name: "created", label: t("packing.fields.createdAt") },
      ]}
      actions={(selected) => (
        <Button
          disabled={selected.length === 0}
          onClick={() => void packingApi.printBags(selected.map((b) => b.bag_number))}
          data-testid="bags-print"
        >
          {t("packing.bagging.print", { count: selected.length })}
        </Button>
      )}
      expandable={{
        expandedRowRender: (b) => (
          <Typography.Text>
            {b.order_codes.length ? b.order_codes.join(", ") : t("packing.bagging.noPackages")}
          </Typography.Text>
        ),
      }}
      columns={[
        textColumn("bag_number", t("packing.fields.bagNumber"), { sorter: true }),
        textColumn("channel_name", t("packing.fields.channel")),
        textColumn("packages", t("packing.fields.packages")),
        textColumn("status", t("packing.fields.status"), {
          sorter: true,
          render: (s: TBag["status"]) => <BagStatusTag status={s} />,
        }),
        textColumn("created_at", t("packing.fields.createdAt"), { sorter: true, render: time }),
        textColumn("closed_at", t("packing.fields.closedAt"), { render: time }),
        {
          title: t("packing.fields.actions"),
          key: "actions",
          render: (_, b) => (
            <Space>
              <Button size="small" onClick={() => void packingApi.printBags([b.bag_number])}>
                {t("packing.bagging.printOne")}
              </Button>
              {b.status === "open" && (
                <Popconfirm
                  title={t("packing.bagging.closeConfirm", { bag: b.bag_number })}
                  okText={t("packing.bagging.close")}
                  cancelText={t("packing.cancel")}
                  onConfirm={() => close.mutateAsync(b.bag_id)}
                >
                  <Button size="small" data-testid={`bag-close-${b.bag_number}`}>
                    {t("packing.bagging.close")}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
