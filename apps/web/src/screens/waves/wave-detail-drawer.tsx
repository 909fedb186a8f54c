import { PrinterOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TOrderStatus, TWaveDetail } from "@wms/contracts";
import { App, Button, Descriptions, Drawer, Flex, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { OrderStatusTag } from "../orders/order-status.tsx";
import { WavePickingForm } from "./wave-picking-form.tsx";
import { WaveStatusTag } from "./wave-status.tsx";
import { fetchPickListPdf, wavesApi, wavesKey } from "./waves-api.ts";

type TWaveOrder = TWaveDetail["orders"][number];
type TLine = TWaveDetail["lines"][number];

/** A wave: its facts, the orders (with short-pick exceptions), the pick lines, print and confirm picking. */
export function WaveDetailDrawer({ waveId, onClose }: { waveId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: [...wavesKey, "detail", waveId],
    queryFn: () => wavesApi.detail(waveId as string),
    enabled: Boolean(waveId),
  });
  const wave = detail.data;
  const print = async () => {
    if (!wave) return;
    try {
      window.open(await fetchPickListPdf(wave.wave_id), "_blank", "noopener");
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };
  const done = async (updated: TWaveDetail) => {
    queryClient.setQueryData([...wavesKey, "detail", waveId], updated);
    await queryClient.invalidateQueries({ queryKey: wavesKey });
  };

  return (
    <Drawer
      open={Boolean(waveId)}
      onClose={onClose}
      width={860}
      title={wave ? `${t("waves.detail.title")} ${wave.code}` : t("waves.detail.title")}
      loading={detail.isLoading}
      extra={
        <Button icon={<PrinterOutlined />} onClick={print} disabled={!wave} data-testid="wave-print">
          {t("waves.detail.print")}
        </Button>
      }
    >
      {wave && (
        <Flex vertical gap={16} data-testid="wave-detail">
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t("waves.fields.status")}>
              <WaveStatusTag status={wave.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("waves.fields.warehouse")}>{wave.warehouse_code}</Descriptions.Item>
            <Descriptions.Item label={t("waves.fields.strategy")}>{wave.strategy_name}</Descriptions.Item>
            <Descriptions.Item label={t("waves.fields.orders")}>{wave.order_count}</Descriptions.Item>
            <Descriptions.Item label={t("waves.fields.units")}>{wave.unit_count}</Descriptions.Item>
            <Descriptions.Item label={t("waves.fields.exceptions")}>{wave.exception_count}</Descriptions.Item>
            <Descriptions.Item label={t("waves.fields.createdAt")}>
              {dayjs(wave.created_at).format("YYYY-MM-DD HH:mm")}
            </Descriptions.Item>
            <Descriptions.Item label={t("waves.fields.pickedAt")}>
              {wave.picked_at ? dayjs(wave.picked_at).format("YYYY-MM-DD HH:mm") : "—"}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t("waves.detail.orders")}</Typography.Title>
          <ItemsTable<TWaveOrder>
            rowKey="order_id"
            dataSource={wave.orders}
            data-testid="wave-orders"
            columns={[
              textColumn("code", t("waves.fields.order")),
              {
                key: "status",
                title: t("waves.fields.status"),
                render: (_v, o) => <OrderStatusTag status={o.status as TOrderStatus} />,
              },
              {
                key: "result",
                title: t("waves.fields.result"),
                render: (_v, o) =>
                  o.result ? (
                    <Tag color={o.result === "short" ? "error" : "default"}>
                      {t(`waves.result.${o.result}`)}
                    </Tag>
                  ) : (
                    "—"
                  ),
              },
              textColumn("line_count", t("waves.fields.lines")),
              textColumn("unit_count", t("waves.fields.units")),
            ]}
          />
          <Typography.Title level={5}>{t("waves.detail.lines")}</Typography.Title>
          {wave.status === "picking" ? (
            <WavePickingForm wave={wave} onDone={done} />
          ) : (
            <ItemsTable<TLine>
              rowKey={(l) => `${l.location_id}|${l.variant_id}`}
              dataSource={wave.lines}
              columns={[
                textColumn("location_code", t("waves.fields.location")),
                textColumn("sku", t("waves.fields.sku")),
                textColumn("name", t("waves.fields.name")),
                textColumn("required", t("waves.fields.required")),
                textColumn("picked", t("waves.fields.picked")),
              ]}
            />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
