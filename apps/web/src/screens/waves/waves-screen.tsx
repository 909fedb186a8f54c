import { useQuery } from "@tanstack/react-query";
import { type TWaveSummary, waveStatuses } from "@wms/contracts";
import { Flex } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { codeLinkColumn, textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { withDayRange } from "../../components/data-table/day-range.ts";
import { WaveDetailDrawer } from "./wave-detail-drawer.tsx";
import { WaveGeneratePanel } from "./wave-generate-panel.tsx";
import { WaveStatusTag } from "./wave-status.tsx";
import { wavesApi, wavesKey } from "./waves-api.ts";

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
        fetchPage={(p) => wavesApi.list(withDayRange(p))}
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
          codeLinkColumn(t("waves.fields.code"), (r) => setOpenId(r.wave_id)),
          {
            key: "status",
            title: t("waves.fields.status"),
            render: (_v, r) => <WaveStatusTag status={r.status} />,
          },
          textColumn("warehouse_code", t("waves.fields.warehouse")),
          textColumn("strategy_name", t("waves.fields.strategy")),
          textColumn("order_count", t("waves.fields.orders"), { sorter: true }),
          textColumn("unit_count", t("waves.fields.units")),
          textColumn("exception_count", t("waves.fields.exceptions")),
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
