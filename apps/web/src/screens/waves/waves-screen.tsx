import { useQuery } from "@tanstack/react-query";
import { type TWaveSummary, waveStatuses } from "@wms/contracts";
import { Button, Flex } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { WaveDetailDrawer } from "./wave-detail-drawer.tsx";
import { WaveGeneratePanel } from "./wave-generate-panel.tsx";
import { WaveStatusTag } from "./wave-status.tsx";
import { wavesApi, wavesKey } from "./waves-api.ts";

const day = (seconds: unknown) => (seconds ? dayjs.unix(Number(seconds)).format("YYYY-MM-DD") : undefined);

/** /p/p-wave-order: generate waves from confirmed orders, the wave list, and each wave's drawer. */
export function WavesScreen() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const strategies = useQuery({
    queryKey: [...wavesKey, "all-strategies"],
    queryFn: wavesApi.allStrategies,
  });

  return (
    <Flex vertical gap={12}>
      <WaveGeneratePanel />
      <DataTable<TWaveSummary>
        testId="waves-list"
        title={t("waves.listTitle")}
        queryKey={[...wavesKey, "list"]}
        fetchPage={(p) => {
          const { date_from, date_to, ...rest } = p;
          return wavesApi.list({ ...rest, date_from: day(date_from), date_to: day(date_to) });
        }}
        rowKey="wave_id"
        search={{ name: "keyword", placeholder: t("waves.searchPlaceholder") }}
        filters={[
          valuesFilter({ name: "status", label: t("waves.fields.status"), width: 160 }, waveStatuses, (s) =>
            t(`waves.status.${s}`),
          ),
          {
            kind: "select",
            name: "strategy_id",
            label: t("waves.fields.strategy"),
            options: (strategies.data?.list ?? []).map((s) => ({ value: s.id, label: s.name })),
            width: 200,
          },
          { kind: "dateRange", name: "date", label: t("waves.fields.createdAt") },
        ]}
        emptyText={t("waves.empty")}
        columns={[
          {
            key: "code",
            title: t("waves.fields.code"),
            sorter: true,
            render: (_v, r) => (
              <Button type="link" size="small" onClick={() => setOpenId(r.wave_id)}>
                {r.code}
              </Button>
            ),
          },
          {
            key: "status",
            title: t("waves.fields.status"),
            render: (_v, r) => <WaveStatusTag status={r.status} />,
          },
          { key: "warehouse", title: t("waves.fields.warehouse"), dataIndex: "warehouse_code" },
          { key: "strategy", title: t("waves.fields.strategy"), dataIndex: "strategy_name" },
          { key: "order_count", title: t("waves.fields.orders"), dataIndex: "order_count", sorter: true },
          { key: "units", title: t("waves.fields.units"), dataIndex: "unit_count" },
          { key: "exceptions", title: t("waves.fields.exceptions"), dataIndex: "exception_count" },
          {
            key: "created_at",
            title: t("waves.fields.createdAt"),
            sorter: true,
            render: (_v, r) => dayjs(r.created_at).format("YYYY-MM-DD HH:mm"),
          },
        ]}
      />
      <WaveDetailDrawer waveId={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
