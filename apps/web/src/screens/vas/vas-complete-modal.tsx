import type { TVasOrder } from "@wms/contracts";
import { Form, Input, InputNumber } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useActionForm, VasActionModal } from "./vas-action-modal.tsx";
import { vasApi } from "./vas-api.ts";
import { shownNumber, unitsRule } from "./vas-rules.ts";

type TValues = { done_quantity?: number | null; note?: string };

const noteMax = 500;

/**
 * "Record done…" (staff): the units actually done, at most the units asked for (billing charges them), and
 * a note. Open while `order` is set; a refusal (done or cancelled meanwhile, more than asked) shows in it.
 */
export function VasCompleteModal(props: { order: TVasOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useActionForm<TValues>();
  // Each order opens with its own units asked (the form instance outlives the modal's contents).
  useEffect(() => {
    if (props.order) form.setFieldsValue({ done_quantity: props.order.quantity, note: "" });
  }, [props.order, form]);
  const asked = props.order?.quantity ?? 1;
  return (
    <VasActionModal<TValues>
      order={props.order}
      onClose={props.onClose}
      action="complete"
      form={form}
      send={(order, values) =>
        vasApi.complete({
          vas_order_id: order.id,
          done_quantity: Number(values.done_quantity),
          note: (values.note ?? "").trim(),
        })
      }
    >
      <Form.Item
        name="done_quantity"
        label={t("vas.complete.units")}
        rules={[unitsRule(asked, t("vas.rules.doneUnits", { max: shownNumber(asked) }))]}
      >
        <InputNumber style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t("vas.complete.note")}
        rules={[{ max: noteMax, message: t("vas.rules.textLength", { max: noteMax }) }]}
      >
        <Input.TextArea rows={2} maxLength={noteMax} showCount />
      </Form.Item>
    </VasActionModal>
  );
}
