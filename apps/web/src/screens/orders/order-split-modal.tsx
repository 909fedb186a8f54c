import type { TOrderDetail } from "@wms/contracts";
import { App, Form, InputNumber, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { ordersApi } from "./orders-api.ts";

type TLine = TOrderDetail["lines"][number];
type TValues = { move: Record<string, number | null> };

/** How many units move and how many stay, of what the form holds now. */
export function splitCounts(lines: TLine[], move: TValues["move"]) {
  const moving = lines.reduce((sum, l) => sum + Math.min(l.quantity, Math.max(0, move[l.line_id] ?? 0)), 0);
  const total = lines.reduce((sum, l) => sum + l.quantity, 0);
  return { moving, staying: total - moving };
}

/**
 * Split a draft (order/split-order): how many units of each SKU go to a new draft, shipped as a parcel of
 * its own. Checked before it sends: at least one unit moves and at least one stays. On success the new
 * draft opens.
 */
export function OrderSplitModal(props: {
  order: TOrderDetail | null;
  providerUuid?: string;
  onClose: () => void;
  onSplit: (part: TOrderDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const move = Form.useWatch("move", form) ?? {};
  const lines = props.order?.lines ?? [];
  const { moving, staying } = splitCounts(lines, move);

  const finish = async (values: TValues) => {
    const order = props.order;
    if (!order) return;
    const { moving: units, staying: left } = splitCounts(lines, values.move ?? {});
    setProblem(units === 0 ? t("orders.split.nothing") : left === 0 ? t("orders.split.all") : null);
    if (units === 0 || left === 0) return;
    setSaving(true);
    try {
      const envelope = await ordersApi.split({
        provider_uuid: props.providerUuid,
        order_id: order.order_id,
        lines: lines
          .filter((l) => (values.move?.[l.line_id] ?? 0) > 0)
          .map((l) => ({ sku: l.sku, quantity: values.move?.[l.line_id] ?? 0 })),
      });
      void message.success(envelope.message);
      form.resetFields();
      props.onSplit(envelope.data);
    } catch (error) {
      showFormError(form, error, t("orders.failed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal<TValues>
      open={props.order !== null}
      title={t("orders.split.title", { code: props.order?.code ?? "" })}
      okText={t("orders.split.ok")}
      form={form}
      saving={saving}
      onClose={() => {
        form.resetFields();
        setProblem(null);
        props.onClose();
      }}
      onFinish={(values) => void finish(values)}
      width={680}
      destroyOnHidden
      testId="order-split-modal"
      okTestId="order-split-ok"
      intro={<Typography.Paragraph type="secondary">{t("orders.split.intro")}</Typography.Paragraph>}
    >
      <ItemsTable<TLine>
        rowKey="line_id"
        dataSource={lines}
        columns={[
          textColumn("sku", t("orders.fields.sku")),
          { key: "name", title: t("orders.fields.name"), render: (_v, l) => l.name_en || l.name_cn },
          textColumn("quantity", t("orders.split.inOrder")),
          {
            key: "move",
            title: t("orders.split.move"),
            render: (_v, l) => (
              <Form.Item name={["move", l.line_id]} noStyle>
                <InputNumber
                  min={0}
                  max={l.quantity}
                  precision={0}
                  placeholder="0"
                  aria-label={t("orders.split.moveOf", { sku: l.sku })}
                  data-testid={`split-move-${l.sku}`}
                />
              </Form.Item>
            ),
          },
        ]}
      />
      <Typography.Paragraph data-testid="order-split-summary" style={{ marginTop: 12 }}>
        {t("orders.split.summary", { moving, staying })}
      </Typography.Paragraph>
      {problem && (
        <Typography.Text type="danger" role="alert" data-testid="order-split-problem">
          {problem}
        </Typography.Text>
      )}
    </FormModal>
  );
}
