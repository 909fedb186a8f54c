import { useQuery } from "@tanstack/react-query";
import { outboundSteps, type TOrderSummary, type TOutboundStep } from "@wms/contracts";
import { Button, Card, Flex, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { warehouseOptions } from "../../components/warehouse-options.ts";
import { OrderStatusTag } from "../orders/order-status.tsx";
import { outboundApi, outboundKey } from "./outbound-api.ts";
import { remainingSteps, skippedSteps, stepScreens, type TFloorStep, waitingFor } from "./remaining-steps.ts";
import "./outbound.css";

const isStep = (value: unknown): value is TOutboundStep => outboundSteps.includes(value as TOutboundStep);

/**
 * The outbound overview (/p/outbound): one card per floor step, in flow order, with how many orders wait
 * there, what is done next and a link to the screen where it is done; below, the orders of the chosen step
 * with the steps each still has to go through. The step and the warehouse live in the URL.
 */
export function OutboundScreen() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const step: TOutboundStep = isStep(params.step) ? params.step : "confirmed";
  const warehouseId = typeof params.warehouse_id === "string" ? params.warehouse_id : undefined;
  const warehouses = useQuery({ queryKey: [...outboundKey, "warehouses"], queryFn: outboundApi.warehouses });
  const overview = useQuery({
    queryKey: [...outboundKey, "overview", warehouseId],
    queryFn: () => outboundApi.overview(warehouseId),
  });
  const countOf = (s: TOutboundStep) => overview.data?.steps.find((x) => x.step === s)?.count;
  const skippedIn = new Map(overview.data?.flows.map((f) => [f.warehouse_id, skippedSteps(f)]));
  // A step the chosen warehouse's flow (or, for all warehouses, every flow) leaves out says so on its card.
  const shown = warehouseId ? [skippedIn.get(warehouseId) ?? []] : [...skippedIn.values()];
  const leftOut = (s: TOutboundStep) => {
    const floorStep = waitingFor[s];
    return Boolean(floorStep && shown.length > 0 && shown.every((skipped) => skipped.includes(floorStep)));
  };

  return (
    <Flex vertical gap={16} data-testid="outbound-screen">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>{t("outbound.title")}</Typography.Title>
        <Select
          style={{ width: 240 }}
          allowClear
          placeholder={t("outbound.allWarehouses")}
          aria-label={t("outbound.warehouse")}
          value={warehouseId}
          onChange={(value?: string) => update({ warehouse_id: value })}
          options={warehouseOptions(warehouses.data)}
          data-testid="outbound-warehouse"
        />
      </Flex>
      <Typography.Text type="secondary">{t("outbound.hint")}</Typography.Text>
      <ol className="wms-outbound-steps" aria-label={t("outbound.stepsLabel")}>
        {outboundSteps.map((s) => (
          <li key={s}>
            <Card
              size="small"
              className={s === step ? "wms-outbound-step wms-outbound-step--chosen" : "wms-outbound-step"}
              data-testid={`outbound-step-${s}`}
            >
              <Button
                type="text"
                block
                className="wms-outbound-step__count"
                aria-pressed={s === step}
                onClick={() => update({ step: s })}
              >
                <span>{t(`outbound.steps.${s}.title`)}</span>
                <span
                  className={
                    s === "exception" && (countOf(s) ?? 0) > 0
                      ? "wms-outbound-step__number wms-outbound-step__number--alarm"
                      : "wms-outbound-step__number"
                  }
                  data-testid={`outbound-count-${s}`}
                >
                  {countOf(s) ?? "…"}
                </span>
              </Button>
              <Typography.Text
                type="secondary"
                className="wms-outbound-step__next"
                data-testid={leftOut(s) ? `outbound-not-required-${s}` : undefined}
              >
                {leftOut(s) ? t("outbound.notRequired") : t(`outbound.steps.${s}.next`)}
              </Typography.Text>
              <Link to={stepScreens[s]} data-testid={`outbound-open-${s}`}>
                {t(`outbound.steps.${s}.open`)}
              </Link>
            </Card>
          </li>
        ))}
      </ol>
      <DataTable<TOrderSummary>
        testId="outbound-orders"
        title={t("outbound.ordersOf", { step: t(`outbound.steps.${step}.title`) })}
        queryKey={[...outboundKey, "orders", step]}
        fetchPage={(p) => outboundApi.orders(step, p)}
        rowKey="order_id"
        search={{ name: "keyword", placeholder: t("outbound.search") }}
        narrowedBy={["step", "warehouse_id"]}
        emptyText={t("outbound.empty")}
        columns={[
          textColumn("code", t("outbound.fields.order"), { sorter: true }),
          textColumn("consignee", t("outbound.fields.consignee")),
          textColumn("channel_name", t("outbound.fields.channel")),
          textColumn("tracking_number", t("outbound.fields.tracking"), { render: (v: string) => v || "—" }),
          {
            key: "status",
            title: t("outbound.fields.status"),
            render: (_v, r) => <OrderStatusTag status={r.status} />,
          },
          {
            key: "remaining",
            title: t("outbound.fields.remaining"),
            render: (_v, r) => <Remaining order={r} skipped={skippedIn.get(r.warehouse_id)} />,
          },
          timeColumn("updated_at", t("outbound.fields.updatedAt")),
        ]}
      />
    </Flex>
  );
}

/** "Review → Weigh → Waybill → Bag → Hand over" (as the order's warehouse's flow has it), or what an exception waits for. */
function Remaining({ order, skipped }: { order: TOrderSummary; skipped?: TFloorStep[] }) {
  const { t } = useTranslation();
  const steps = remainingSteps(order.status, order.tracking_number, skipped);
  if (steps === null) return <Typography.Text type="danger">{t("outbound.resolve")}</Typography.Text>;
  return (
    <span data-testid="outbound-remaining">
      {steps.map((s) => t(`outbound.floorSteps.${s}`)).join(" → ")}
    </span>
  );
}
