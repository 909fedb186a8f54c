import { useQueryClient } from "@tanstack/react-query";
import type { TReturnDetail, TReturnSummary } from "@wms/contracts";
import { Alert, App, Button, Card, Descriptions, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormErrorAlert } from "../../components/form-error-alert.tsx";
import { clearFormAlert, showFormError } from "../../components/form-errors.ts";
import { ReceiveFields, receiveBody, type TReceiveValues } from "./return-receive-fields.tsx";
import { returnsApi, showAnswer } from "./returns-api.ts";
import { ReturnStatusTag } from "./returns-status.tsx";

/**
 * The RMA a scan found at the bench: whose it is, the order and buyer, the tracking number, the units and
 * its status. While it may be received: the tracking number (when it has none) and photos of the parcel,
 * and "Receive"; once received, "Inspect now" (`onInspect`); otherwise "Open" to see why not (`onOpen`).
 */
export function ReturnMatchCard(props: {
  rma: TReturnSummary;
  onOpen: (rma: TReturnSummary) => void;
  onInspect: (rma: TReturnSummary) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TReceiveValues>();
  const [saving, setSaving] = useState(false);
  const [received, setReceived] = useState<TReturnDetail | null>(null);
  const rma = received ?? props.rma;
  const f = (key: string) => t(`returns.fields.${key}`);

  const receive = async (values: TReceiveValues) => {
    setSaving(true);
    clearFormAlert(form);
    try {
      const answer = await returnsApi.receive(receiveBody(rma.id, values));
      void message.success(t("returns.receive.done", { code: answer.code }));
      void showAnswer(queryClient, answer);
      setReceived(answer);
    } catch (error) {
      showFormError(form, error, t("returns.receive.failed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      size="small"
      title={t("returns.bench.cardTitle", { code: rma.code })}
      data-testid="return-match"
      extra={
        <Button size="small" onClick={() => props.onOpen(rma)}>
          {t("returns.bench.open")}
        </Button>
      }
    >
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={f("customer")}>
          {rma.owner_code} {rma.customer_name}
        </Descriptions.Item>
        <Descriptions.Item label={f("warehouse")}>{rma.warehouse_code}</Descriptions.Item>
        <Descriptions.Item label={f("orderCode")}>{rma.order_code ?? t("returns.noOrder")}</Descriptions.Item>
        <Descriptions.Item label={f("consignee")}>{rma.consignee || "—"}</Descriptions.Item>
        <Descriptions.Item label={f("trackingNumber")}>{rma.tracking_number || "—"}</Descriptions.Item>
        <Descriptions.Item label={f("unitCount")}>{rma.unit_count}</Descriptions.Item>
        <Descriptions.Item label={f("status")}>
          <ReturnStatusTag status={rma.status} />
        </Descriptions.Item>
      </Descriptions>
      {received ? (
        <Alert
          type="success"
          showIcon
          title={t("returns.bench.received", { code: received.code })}
          action={
            received.actions.includes("inspect") && (
              <Button type="primary" size="small" onClick={() => props.onInspect(received)}>
                {t("returns.bench.inspectNow")}
              </Button>
            )
          }
        />
      ) : rma.actions.includes("receive") ? (
        <Form<TReceiveValues>
          form={form}
          name="return-bench-receive"
          layout="vertical"
          onFinish={(values) => void receive(values)}
        >
          <FormErrorAlert form={form} />
          <ReceiveFields hasTracking={Boolean(rma.tracking_number)} />
          <Button type="primary" htmlType="submit" loading={saving} data-testid="return-bench-receive">
            {t("returns.receive.ok")}
          </Button>
        </Form>
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t("returns.bench.notReceivable", { status: t(`returns.statuses.${rma.status}`) })}
        />
      )}
    </Card>
  );
}
