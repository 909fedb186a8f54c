import { ThunderboltOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TGenerateWavesRequest, TOrderSummary, TWavePreview, TWaveStrategy } from "@wms/contracts";
import { Alert, App, Button, Card, Empty, Flex, Select, Table, Typography } from "antd";
import { type Key, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { warehouseOptions } from "../../components/warehouse-options.ts";
import { wavesApi, wavesKey } from "./waves-api.ts";

/**
 * The strategy offered before the user picks one: for selected orders the first enabled strategy of the
 * kind that fits them (all single-line: single-item, else multi-item), else the first enabled one.
 */
export function defaultStrategy(
  strategies: readonly TWaveStrategy[],
  selectedOrders: readonly TOrderSummary[],
): TWaveStrategy | undefined {
  const enabled = strategies.filter((s) => s.enabled);
  if (selectedOrders.length === 0) return enabled[0];
  const kind = selectedOrders.every((o) => o.line_count === 1) ? "single-item" : "multi-item";
  return enabled.find((s) => s.kind === kind) ?? enabled[0];
}

/**
 * Confirmed orders of a warehouse, a wave strategy and "Generate waves". A strategy is chosen for the
 * user until they pick one (see defaultStrategy). Generate asks the server for a preview (how many waves
 * the strategy makes, how many orders it leaves out) and confirms it before anything is written; Preview
 * only shows it. With rows selected only those orders are waved.
 */
export function WaveGeneratePanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [warehouseId, setWarehouseId] = useState<string>();
  const [strategyId, setStrategyId] = useState<string>();
  // Whether the user picked the strategy: until then it follows the default, never after (per warehouse).
  const [strategyPicked, setStrategyPicked] = useState(false);
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

  const orderList = orders.data?.list;
  const selectedOrders = useMemo(() => {
    const keys = new Set(selected.map(String));
    return (orderList ?? []).filter((o) => keys.has(o.order_id));
  }, [orderList, selected]);
  const proposed = strategies.data ? defaultStrategy(strategies.data, selectedOrders)?.id : undefined;
  useEffect(() => {
    if (!strategyPicked && proposed && proposed !== strategyId) setStrategyId(proposed);
  }, [strategyPicked, proposed, strategyId]);

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

  const fetchPreview = async (b: TGenerateWavesRequest) => {
    setBusy(true);
    try {
      const result = await wavesApi.preview(b);
      setPreview(result);
      return result;
    } catch {
      // The server's message is already shown.
      setPreview(null);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const runPreview = async () => {
    const b = body();
    if (b) await fetchPreview(b);
  };
  const generate = async (b: TGenerateWavesRequest) => {
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
  // Generate: preview first, then confirm what it will do (or say why there is nothing to do).
  const startGenerate = async () => {
    const b = body();
    if (!b) return;
    const p = await fetchPreview(b);
    if (!p) return;
    if (p.wave_count === 0) {
      modal.warning({
        title: t("waves.generate.nothingTitle"),
        content:
          p.skipped_count > 0
            ? t("waves.generate.nothingFits", { count: p.skipped_count })
            : t("waves.generate.noOrders"),
      });
      return;
    }
    modal.confirm({
      title: t("waves.generate.confirm", {
        waves: t("waves.count.waves", { count: p.wave_count }),
        orders: t("waves.count.orders", { count: p.order_count }),
      }),
      content: p.skipped_count > 0 ? t("waves.generate.skipped", { count: p.skipped_count }) : undefined,
      okText: t("waves.generate.button"),
      cancelText: t("waves.cancel"),
      onOk: () => generate(b),
    });
  };
  const canGenerate = Boolean(warehouseId && strategyId) && (orders.data?.total ?? 0) > 0;

  return (
    <Card size="small" title={t("waves.generate.title")} data-testid="wave-generate">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t("waves.generate.hint")}</Typography.Text>
        <Flex gap={8} wrap align="center">
          <Select
            style={{ width: 220 }}
            placeholder={t("waves.fields.warehouse")}
            aria-label={t("waves.fields.warehouse")}
            value={warehouseId}
            onChange={(v) => {
              setWarehouseId(v);
              setStrategyId(undefined);
              setStrategyPicked(false);
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
            // onSelect: also when the user picks the option already shown (the default), which then stays.
            onSelect={() => setStrategyPicked(true)}
            data-testid="wave-strategy"
            options={(strategies.data ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} (${t(`waves.kind.${s.kind}`)}, ≤ ${s.max_orders_per_wave})`,
            }))}
          />
          <Button onClick={runPreview} disabled={!strategyId} loading={busy} data-testid="wave-preview">
            {t("waves.generate.preview")}
          </Button>
          <Button
            type="primary"
            icon={<ThunderboltOutlined />}
            onClick={startGenerate}
            disabled={!canGenerate}
            loading={busy}
            data-testid="wave-generate-button"
          >
            {t("waves.generate.button")}
          </Button>
        </Flex>
        {preview && (
          <Alert
            type={preview.wave_count > 0 ? "info" : "warning"}
            data-testid="wave-preview-result"
            title={t("waves.generate.previewResult", {
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
