import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Form, Input, Radio, Select } from "antd";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { FormModal } from "../../components/form-modal.tsx";
import { mailApi, mailKey } from "./mail-api.ts";

type TValues = { audience: "one" | "all"; customer_id?: string; subject: string; body: string };

/** A provider or operator writes to one customer or to all its customers. */
export function ComposeMailModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const audience = Form.useWatch("audience", form) ?? "one";
  const recipients = useQuery({
    queryKey: ["mail", "recipients"],
    queryFn: mailApi.recipients,
    enabled: open,
  });
  const send = useMutation({
    mutationFn: (v: TValues) =>
      mailApi.send({
        subject: v.subject,
        body: v.body,
        ...(v.audience === "all" ? { all_customers: true } : { customer_id: v.customer_id }),
      }),
    onSuccess: () => {
      void message.success(t("mail.sent"));
      void queryClient.invalidateQueries({ queryKey: mailKey });
      form.resetFields();
      onClose();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  return (
    <FormModal<TValues>
      open={open}
      title={t("mail.compose")}
      okText={t("mail.send")}
      form={form}
      saving={send.isPending}
      onClose={onClose}
      onFinish={(v) => send.mutate(v)}
      destroyOnHidden
      formProps={{ initialValues: { audience: "one" } }}
    >
      <Form.Item name="audience" label={t("mail.to")}>
        <Radio.Group>
          <Radio value="one">{t("mail.oneCustomer")}</Radio>
          <Radio value="all">{t("mail.allCustomers")}</Radio>
        </Radio.Group>
      </Form.Item>
      {audience === "one" && (
        <Form.Item
          name="customer_id"
          label={t("mail.customer")}
          rules={[{ required: true, message: t("validation.required") }]}
        >
          <Select
            showSearch={{ optionFilterProp: "label" }}
            loading={recipients.isPending}
            options={(recipients.data ?? []).map((r) => ({
              value: r.customer_id,
              label: `${r.store_name} (${r.username}, ${r.owner_code})`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="subject"
        label={t("mail.subject")}
        rules={[{ required: true, message: t("validation.required") }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="body"
        label={t("mail.body")}
        rules={[{ required: true, message: t("validation.required") }]}
      >
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={10000} showCount />
      </Form.Item>
    </FormModal>
  );
}
