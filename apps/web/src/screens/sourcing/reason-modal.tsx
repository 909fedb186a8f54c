import { Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";

/** Asks the reason of a rejection (of a request by the staff, of a quote by the customer) before it is sent. */
export function ReasonModal(props: {
  open: boolean;
  title: string;
  okText: string;
  onClose: () => void;
  send: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const finish = async ({ reason }: { reason: string }) => {
    setSaving(true);
    try {
      await props.send(reason);
      form.resetFields();
      props.onClose();
    } catch (error) {
      showFormError(form, error, t("sourcing.failed"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormModal
      open={props.open}
      title={props.title}
      okText={props.okText}
      form={form}
      saving={saving}
      onClose={props.onClose}
      onFinish={(v) => void finish(v)}
      destroyOnHidden
      testId="sourcing-reason-modal"
    >
      <Form.Item
        name="reason"
        label={t("sourcing.fields.reason")}
        rules={[
          { required: true, whitespace: true, message: t("sourcing.rules.reason") },
          { max: 500, message: t("sourcing.rules.reasonLength") },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}
