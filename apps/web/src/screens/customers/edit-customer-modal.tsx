import { paymentMethods, type TCustomer } from "@wms/contracts";
import { Form, Input, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { customersApi } from "./customers-api.ts";

type TValues = Pick<TCustomer, "company" | "wechat_id" | "payment_method" | "credit_limit">;

export function EditCustomerModal(props: {
  customer: TCustomer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const customer = props.customer;
  const initial = useMemo<Partial<TValues>>(() => customer ?? {}, [customer]);
  return (
    <EntityFormModal<TValues>
      open={!!customer}
      title={t("customers.editTitle", { name: customer?.username ?? "" })}
      initial={initial}
      submit={(v) => customersApi.update({ customer_id: customer?.id ?? "", ...v })}
      onClose={props.onClose}
      onSaved={props.onSaved}
      width={520}
    >
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
    </EntityFormModal>
  );
}
