import type { TReceiptDetail, TReceiptLine } from "@wms/contracts";
import { Button, Form, InputNumber, type InputNumberProps, Space } from "antd";
import type { ColumnType } from "antd/es/table/interface";
import type { FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
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
  /** A line's count typed in place; its accessible name is the SKU and the column. */
  const countColumn = (
    field: keyof TRow,
    title: string,
    input: (l: TReceiptLine, i: number) => InputNumberProps<number> = () => ({}),
  ): ColumnType<TReceiptLine> => ({
    key: field,
    title,
    render: (_v, l, i) => (
      <Form.Item name={["lines", i, field]} noStyle>
        <InputNumber
          min={0}
          precision={0}
          onFocus={select}
          aria-label={`${l.sku} ${title}`}
          {...input(l, i)}
        />
      </Form.Item>
    ),
  });

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
      <ItemsTable<TReceiptLine>
        rowKey="line_id"
        dataSource={lines}
        columns={[
          textColumn("sku", t("receipts.fields.sku")),
          textColumn("number", t("receipts.fields.number")),
          textColumn("received_quantity", t("receipts.fields.received")),
          countColumn("unqualified", t("receipts.fields.unqualified"), (l, i) => ({
            autoFocus: i === 0,
            onChange: (v) =>
              form.setFieldValue(
                ["lines", i, "qualified"],
                Math.max(l.received_quantity - Number(v ?? 0), 0),
              ),
          })),
          countColumn("qualified", t("receipts.fields.qualified")),
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
