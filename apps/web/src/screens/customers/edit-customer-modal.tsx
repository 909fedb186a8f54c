import { useMutation } from "@tanstack/react-query";
import { paymentMethods, type TCustomer } from "@wms/contracts";
import { App, Form, Input, Modal, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { showFormError } from "../../components/form-errors.ts";
import { customersApi } from "./customers-api.ts";

type TValues = Pick<TCustomer, "company" | "wechat_id" | "payment_method" | "credit_limit">;

export function EditCustomerModal(props: {
  customer: TCustomer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const customer = props.customer;
  useEffect(() => {
    if (customer) form.setFieldsValue(customer);
  }, [customer, form]);
  const save = useMutation({
    mutationFn: (v: TValues) => customersApi.update({ customer_id: customer?.id ?? "", ...v }),
    onSuccess: () => {
      void message.success(t("common.saved"));
      props.onSaved();
      props.onClose();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  return (
    <Modal
      open={!!customer}
      title={t("customers.editTitle", { name: customer?.username ?? "" })}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<TValues> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        <Form.Item name="company" label={t("customers.company")}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="wechat_id" label={t("settings.contact.wechat")}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="payment_method" label={t("customers.paymentMethod")}>
          <Select
            options={paymentMethods.map((value) => ({ value, label: t(`customers.payments.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="credit_limit"
          label={t("customers.creditLimit")}
          rules={[
            { required: true, message: t("validation.required") },
            { pattern: /^\d{1,10}(\.\d{1,2})?$/, message: t("validation.amount") },
          ]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
