import type { TReceiptDetail } from "@wms/contracts";
import { Button, Form, InputNumber, Space } from "antd";
import type { FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { receiptsApi } from "./receipts-api.ts";
import { useStepSave } from "./use-step-save.tsx";

type TRow = { qualified: number; unqualified: number };

/**
 * Inspection with the keyboard: per line the unqualified count (focused first, selected on focus) and the
 * qualified count, which follows "received minus unqualified" until typed over. Enter submits.
 */
export function InspectPanel(props: { receipt: TReceiptDetail; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ lines: TRow[] }>();
  const { saving, save, errorAlert } = useStepSave(props.onDone);
  const lines = props.receipt.lines;
  const select = (e: FocusEvent<HTMLInputElement>) => e.target.select();

  const finish = (values: { lines: TRow[] }) =>
    save(() =>
      receiptsApi.inspect({
        receipt_id: props.receipt.receipt_id,
        lines: lines.map((l, i) => ({
          line_id: l.line_id,
          qualified_quantity: values.lines[i]?.qualified ?? 0,
          unqualified_quantity: values.lines[i]?.unqualified ?? 0,
        })),
      }),
    );

  return (
    <Form
      form={form}
      onFinish={(v) => void finish(v)}
      initialValues={{ lines: lines.map((l) => ({ qualified: l.received_quantity, unqualified: 0 })) }}
      data-testid="receipt-inspect"
    >
      {errorAlert}
      <ItemsTable
        rowKey="line_id"
        dataSource={lines}
        columns={[
          { key: "sku", title: t("receipts.fields.sku"), dataIndex: "sku" },
          { key: "number", title: t("receipts.fields.number"), dataIndex: "number" },
          { key: "received", title: t("receipts.fields.received"), dataIndex: "received_quantity" },
          {
            key: "unqualified",
            title: t("receipts.fields.unqualified"),
            render: (_v, l, i) => (
              <Form.Item name={["lines", i, "unqualified"]} noStyle>
                <InputNumber
                  min={0}
                  precision={0}
                  autoFocus={i === 0}
                  onFocus={select}
                  aria-label={`${l.sku} ${t("receipts.fields.unqualified")}`}
                  onChange={(v) =>
                    form.setFieldValue(
                      ["lines", i, "qualified"],
                      Math.max(l.received_quantity - Number(v ?? 0), 0),
                    )
                  }
                />
              </Form.Item>
            ),
          },
          {
            key: "qualified",
            title: t("receipts.fields.qualified"),
            render: (_v, l, i) => (
              <Form.Item name={["lines", i, "qualified"]} noStyle>
                <InputNumber
                  min={0}
                  precision={0}
                  onFocus={select}
                  aria-label={`${l.sku} ${t("receipts.fields.qualified")}`}
                />
              </Form.Item>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="receipt-inspect-submit">
          {t("receipts.inspect.submit")}
        </Button>
        <Button onClick={props.onBack}>{t("receipts.inspect.back")}</Button>
      </Space>
    </Form>
  );
}
