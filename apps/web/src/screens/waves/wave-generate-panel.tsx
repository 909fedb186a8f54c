import { ThunderboltOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TGenerateWavesRequest, TOrderSummary, TWavePreview } from "@wms/contracts";
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Select, Table, Typography } from "antd";
import { type Key, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { warehouseOptions } from "../../components/warehouse-options.ts";
import { wavesApi, wavesKey } from "./waves-api.ts";

/**
 * Confirmed orders of a warehouse, a wave strategy and "Generate waves". The server previews how many
 * waves the strategy makes (and how many orders it leaves out) before anything is written; with rows
 * selected only those orders are waved.
 */
export function WaveGeneratePanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [warehouseId, setWarehouseId] = useState<string>();
  const [strategyId, setStrategyId] = useState<string>();
  const [selected, setSelected] = useState<Key[]>([]);
  // The table's page: back to the first when the orders change under it (a wave taken, another warehouse).
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<TWavePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const warehouses = useQuery({ queryKey: [...wavesKey, "warehouses"], queryFn: wavesApi.warehouses });
  const strategies = useQuery({
    queryKey: [...wavesKey, "strategies", warehouseId],
    queryFn: () => wavesApi.strategies(warehouseId as string),
    enabled: Boolean(warehouseId),
  });
  const orders = useQuery({
    queryKey: [...wavesKey, "confirmed", warehouseId],
    queryFn: () => wavesApi.confirmedOrders(warehouseId as string),
    enabled: Boolean(warehouseId),
  });
  const firstWarehouse = warehouses.data?.[0]?.warehouse_id;
  useEffect(() => {
    if (!warehouseId && firstWarehouse) setWarehouseId(firstWarehouse);
  }, [warehouseId, firstWarehouse]);

  const body = (): TGenerateWavesRequest | null =>
    warehouseId && strategyId
      ? {
          warehouse_id: warehouseId,
          strategy_id: strategyId,
          order_ids: selected.length > 0 ? selected.map(String) : undefined,
        }
      : null;
  // Any change of the inputs invalidates the preview shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on input change only
  useEffect(() => setPreview(null), [warehouseId, strategyId, selected]);

  const runPreview = async () => {
    const b = body();
    if (!b) return;
    setBusy(true);
    try {
      setPreview(await wavesApi.preview(b));
    } catch {
      setPreview(null);
    } finally {
      setBusy(false);
    }
  };
  const generate = async () => {
    const b = body();
    if (!b) return;
    setBusy(true);
    try {
      const res = await wavesApi.generate(b);
      void message.success(t("waves.generated", { count: res.waves.length }));
      setSelected([]);
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: wavesKey });
    } catch {
      // The server's message is already shown.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={t("waves.generate.title")} data-testid="wave-generate">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <Select
            style={{ width: 220 }}
            placeholder={t("waves.fields.warehouse")}
            aria-label={t("waves.fields.warehouse")}
            value={warehouseId}
            onChange={(v) => {
              setWarehouseId(v);
              setStrategyId(undefined);
              setSelected([]);
              setPage(1);
            }}
            options={warehouseOptions(warehouses.data)}
          />
          <Select
            style={{ width: 260 }}
            placeholder={t("waves.generate.strategy")}
            aria-label={t("waves.generate.strategy")}
            value={strategyId}
            onChange={setStrategyId}
            data-testid="wave-strategy"
            options={(strategies.data ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} (${t(`waves.kind.${s.kind}`)}, ≤ ${s.max_orders_per_wave})`,
            }))}
          />
          <Button onClick={runPreview} disabled={!strategyId} loading={busy} data-testid="wave-preview">
            {t("waves.generate.preview")}
          </Button>
          <Popconfirm
            title={t("waves.generate.confirm", {
              waves: t("waves.count.waves", { count: preview?.wave_count ?? 0 }),
              orders: t("waves.count.orders", { count: preview?.order_count ?? 0 }),
            })}
            onConfirm={generate}
            disabled={!preview || preview.wave_count === 0}
            okText={t("waves.generate.button")}
            cancelText={t("waves.cancel")}
          >
            <Button
              type="primary"
              icon={<ThunderboltOutlined />}
              disabled={!preview || preview.wave_count === 0}
              loading={busy}
              data-testid="wave-generate-button"
            >
              {t("waves.generate.button")}
            </Button>
          </Popconfirm>
        </Flex>
        {preview && (
          <Alert
            type={preview.wave_count > 0 ? "info" : "warning"}
            data-testid="wave-preview-result"
            message={t("waves.generate.previewResult", {
              waves: t("waves.count.waves", { count: preview.wave_count }),
              orders: t("waves.count.orders", { count: preview.order_count }),
              skipped: preview.skipped_count,
            })}
          />
        )}
        <Typography.Text type="secondary">
          {selected.length > 0
            ? t("waves.generate.selected", { count: selected.length })
            : t("waves.generate.allConfirmed", { count: orders.data?.total ?? 0 })}
        </Typography.Text>
        <Table<TOrderSummary>
          size="small"
          rowKey="order_id"
          loading={orders.isFetching}
          dataSource={orders.data?.list ?? []}
          pagination={{ pageSize: 10, size: "small", current: page, onChange: setPage }}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("waves.generate.noOrders")} />
            ),
          }}
          columns={[
            textColumn("code", t("waves.fields.order")),
            textColumn("consignee", t("waves.fields.consignee")),
            { key: "channel", title: t("waves.fields.channel"), render: (_v, r) => r.channel_name || "—" },
            { key: "lines", title: t("waves.fields.lines"), render: (_v, r) => r.line_count },
            { key: "units", title: t("waves.fields.units"), render: (_v, r) => r.quantity },
          ]}
        />
      </Flex>
    </Card>
  );
}
