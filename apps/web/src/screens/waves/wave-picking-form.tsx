import type { TWaveDetail } from "@wms/contracts";
import { App, Button, Form, InputNumber, Popconfirm } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { wavesApi } from "./waves-api.ts";

type TLine = TWaveDetail["lines"][number];
const keyOf = (l: TLine) => `${l.location_id}|${l.variant_id}`;

/**
 * Picking confirmation: the picked quantity of every line, pre-filled with what is required. Enter
 * moves to the next line (keyboard-only counting); a quantity below the required one is a short pick,
 * which turns the order(s) left short into exceptions, so the button confirms first.
 */
export function WavePickingForm({ wave, onDone }: { wave: TWaveDetail; onDone: (w: TWaveDetail) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, number | null>>();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const initial = Object.fromEntries(wave.lines.map((l) => [keyOf(l), l.required]));

  const submit = async () => {
    const values = form.getFieldsValue();
    try {
      const done = await wavesApi.confirm(
        wave.wave_id,
        wave.lines.map((l) => ({
          location_id: l.location_id,
          variant_id: l.variant_id,
          picked: Number(values[keyOf(l)] ?? 0),
        })),
      );
      void message.success(t(done.status === "picked" ? "waves.picking.done" : "waves.picking.doneShort"));
      onDone(done);
    } catch (error) {
      const field = error instanceof ApiError ? Object.values(error.fieldErrors)[0] : undefined;
      void message.error(field ?? (error instanceof ApiError ? error.message : t("waves.picking.failed")));
    }
  };

  return (
    <Form form={form} initialValues={initial} data-testid="wave-picking-form">
      <ItemsTable<TLine>
        rowKey={keyOf}
        dataSource={wave.lines}
        columns={[
          textColumn("location_code", t("waves.fields.location")),
          textColumn("sku", t("waves.fields.sku")),
          textColumn("required", t("waves.fields.required")),
          {
            key: "picked",
            title: t("waves.fields.picked"),
            render: (_v, l, i) => (
              <Form.Item name={keyOf(l)} noStyle>
                <InputNumber
                  min={0}
                  max={l.required}
                  precision={0}
                  aria-label={`${t("waves.fields.picked")} ${l.location_code} ${l.sku}`}
                  ref={(el) => {
                    inputs.current[i] = el;
                  }}
                  onPressEnter={(e) => {
                    e.preventDefault();
                    inputs.current[i + 1]?.focus();
                  }}
                />
              </Form.Item>
            ),
          },
        ]}
      />
      <Popconfirm
        title={t("waves.picking.confirm")}
        onConfirm={submit}
        okText={t("waves.picking.button")}
        // The prompt opens outside the form's tab order: its OK takes the focus, so Enter confirms.
        okButtonProps={{ autoFocus: true }}
        cancelText={t("waves.cancel")}
      >
        <Button type="primary" style={{ marginTop: 12 }} data-testid="wave-confirm-picking">
          {t("waves.picking.button")}
        </Button>
      </Popconfirm>
    </Form>
  );
}
