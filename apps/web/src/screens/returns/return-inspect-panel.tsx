import { PrinterOutlined } from "@ant-design/icons";
import {
  placedDispositions,
  returnDispositions,
  returnLimits,
  type TReturnDetail,
  type TReturnDisposition,
  textCaps,
} from "@wms/contracts";
import { Alert, App, Button, Card, Form, type GetRef, Input, InputNumber, type InputRef, Radio } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormErrorAlert } from "../../components/form-error-alert.tsx";
import { clearFormAlert, showFormError } from "../../components/form-errors.ts";
import { NoteField } from "../../components/note-field.tsx";
import { shownNumber, unitsRule } from "../vas/vas-rules.ts";
import { isPlaced, lineOf, suggestedBin } from "./inspect-bins.ts";
import { ReturnPhotosField } from "./return-photos.tsx";
import { usePrintRelabel } from "./return-print.ts";
import { returnsApi } from "./returns-api.ts";

type TValues = {
  sku?: string;
  quantity?: number | null;
  disposition?: TReturnDisposition;
  location_code?: string;
  note?: string;
  photos?: string[];
};

/** A relabelled SKU whose new label (its product's) may be printed now, one copy per unit. */
type TRelabelled = { sku: string; productUuid: string; variantId: string; copies: number };

/**
 * Inspecting a received RMA (staff), unit by unit: scan the SKU (Enter goes to the quantity, Enter there
 * records), the units (1 unless typed), what becomes of them, the bin (the line's suggested sellable or
 * defect bin, or one scanned instead), a note and photos (one at least for quarantine, as the server asks).
 * Each inspection's answer goes to the drawer (`onInspected`); the form empties for the next unit, keeping
 * the disposition. After a relabel it offers the SKU's new label.
 */
export function ReturnInspectPanel(props: {
  rma: TReturnDetail;
  onInspected: (answer: TReturnDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const [saving, setSaving] = useState(false);
  const [relabelled, setRelabelled] = useState<TRelabelled | null>(null);
  const printLabel = usePrintRelabel();
  const skuField = useRef<InputRef>(null);
  const quantityField = useRef<GetRef<typeof InputNumber>>(null);
  const sku = Form.useWatch("sku", form);
  const disposition = Form.useWatch("disposition", form);
  const line = lineOf(props.rma.lines, sku);
  const most = line ? Math.max(line.remaining, 1) : returnLimits.unitsPerLine;

  const send = async (values: TValues) => {
    setSaving(true);
    clearFormAlert(form);
    try {
      const quantity = Number(values.quantity);
      const answer = await returnsApi.inspect({
        return_id: props.rma.id,
        sku: (values.sku ?? "").trim(),
        quantity,
        disposition: values.disposition as TReturnDisposition,
        location_code: isPlaced(values.disposition) ? (values.location_code ?? "").trim() : "",
        note: (values.note ?? "").trim(),
        photos: values.photos ?? [],
      });
      props.onInspected(answer);
      const unit = answer.units.at(-1);
      const done = answer.lines.find((l) => l.line_id === unit?.line_id);
      void message.success(
        t("returns.inspect.done", {
          count: quantity,
          sku: done?.sku ?? values.sku,
          disposition: t(`returns.dispositions.${values.disposition}`),
        }),
      );
      setRelabelled(
        values.disposition === "relabel" && done && unit
          ? {
              sku: done.sku,
              productUuid: done.product_uuid,
              variantId: done.variant_id,
              copies: unit.quantity,
            }
          : null,
      );
      form.setFieldsValue({ sku: "", quantity: 1, location_code: "", note: "", photos: [] });
      skuField.current?.focus();
    } catch (error) {
      showFormError(form, error, t("returns.inspect.failed"));
    } finally {
      setSaving(false);
    }
  };

  const label = (key: string) => t(`returns.inspect.${key}`);
  return (
    <Card size="small" title={label("title")} data-testid="return-inspect">
      <FormErrorAlert form={form} />
      {relabelled && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="return-relabel-offer"
          title={t("returns.inspect.relabelOffer", { count: relabelled.copies, sku: relabelled.sku })}
          action={
            <Button size="small" icon={<PrinterOutlined />} onClick={() => void printLabel(relabelled)}>
              {label("printLabel")}
            </Button>
          }
        />
      )}
      <Form<TValues>
        form={form}
        name="return-inspect"
        layout="vertical"
        initialValues={{ quantity: 1, disposition: "restock", photos: [] }}
        onValuesChange={(changed, all) => {
          // The bin follows the SKU and the disposition: the line's suggestion, which a scan may replace.
          if ("sku" in changed || "disposition" in changed)
            form.setFieldValue(
              "location_code",
              suggestedBin(lineOf(props.rma.lines, all.sku), all.disposition),
            );
        }}
        onFinish={(values) => void send(values)}
      >
        <Form.Item
          name="sku"
          label={label("sku")}
          extra={
            line
              ? t("returns.inspect.lineFound", {
                  name: line.name_en || line.name_cn,
                  remaining: line.remaining,
                })
              : sku?.trim() && props.rma.source !== "unannounced"
                ? label("lineUnknown")
                : label("skuHint")
          }
          rules={[
            { required: true, whitespace: true, message: t("returns.rules.sku") },
            { max: textCaps.code, message: t("returns.rules.textLength", { max: textCaps.code }) },
          ]}
        >
          <Input
            ref={skuField}
            autoFocus
            autoComplete="off"
            maxLength={textCaps.code}
            data-testid="return-inspect-sku"
            onPressEnter={(event) => {
              // A scanner ends with Enter: the units come next (Enter there records the inspection).
              event.preventDefault();
              quantityField.current?.focus({ cursor: "all" });
            }}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={label("quantity")}
          rules={[unitsRule(most, t("returns.rules.inspectUnits", { max: shownNumber(most) }))]}
        >
          <InputNumber ref={quantityField} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="disposition"
          label={label("disposition")}
          rules={[{ required: true, message: t("returns.rules.disposition") }]}
        >
          <Radio.Group
            optionType="button"
            options={returnDispositions.map((d) => ({ value: d, label: t(`returns.dispositions.${d}`) }))}
          />
        </Form.Item>
        {isPlaced(disposition) && (
          <Form.Item
            name="location_code"
            label={t(
              placedDispositions[disposition] === "defect"
                ? "returns.inspect.defectBin"
                : "returns.inspect.bin",
            )}
            extra={label("binHint")}
            rules={[{ max: textCaps.code, message: t("returns.rules.textLength", { max: textCaps.code }) }]}
          >
            <Input autoComplete="off" maxLength={textCaps.code} />
          </Form.Item>
        )}
        <NoteField name="note" label={label("note")} />
        <Form.Item
          name="photos"
          label={label("photos")}
          extra={disposition === "quarantine" ? label("photoRequired") : t("returns.photos.hint")}
          rules={[
            {
              validator: async (_rule, value: string[] | undefined) => {
                if (form.getFieldValue("disposition") === "quarantine" && (value ?? []).length === 0)
                  throw new Error(t("returns.rules.quarantinePhoto"));
              },
            },
          ]}
          dependencies={["disposition"]}
        >
          <ReturnPhotosField />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="return-inspect-ok">
          {label("ok")}
        </Button>
      </Form>
    </Card>
  );
}
