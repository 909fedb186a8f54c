import { reportableExceptionReasons, type TReportableExceptionReason } from "@wms/contracts";
import { Form, Input, Modal, Select } from "antd";
import { useTranslation } from "react-i18next";

type TValues = { reason: TReportableExceptionReason; note?: string };

/**
 * "Report exception" for orders on the floor: a reason staff can see and the floor cannot detect
 * (review mismatch, address problem, carrier failure) and an optional note.
 */
export function ReportExceptionModal(props: {
  count: number;
  onSubmit: (values: { reason: TReportableExceptionReason; note: string }) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  return (
    <Modal
      open
      title={t("shipping.report.title", { count: props.count })}
      okText={t("shipping.report.submit")}
      cancelText={t("shipping.keep")}
      okButtonProps={{ danger: true }}
      onOk={() =>
        form.validateFields().then((v) => props.onSubmit({ reason: v.reason, note: v.note?.trim() ?? "" }))
      }
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="report-exception-form">
        <Form.Item
          name="reason"
          label={t("shipping.fields.reason")}
          rules={[{ required: true, message: t("shipping.report.reasonRequired") }]}
        >
          <Select
            options={reportableExceptionReasons.map((r) => ({ value: r, label: t(`shipping.reasons.${r}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={t("shipping.report.note")}
          rules={[{ max: 200, message: t("shipping.report.noteLength") }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
