import { useMutation } from "@tanstack/react-query";
import { type customersEndpoints, paymentMethods, type TCustomer, type TOutputOf } from "@wms/contracts";
import { Alert, App, Button, Col, Form, Input, Modal, Result, Row, Select, Switch, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmailField, PhoneField, StoreNameField, UsernameField } from "../../components/account-fields.tsx";
import { showFormError } from "../../components/form-errors.ts";
import { customersApi } from "./customers-api.ts";

type TValues = {
  username: string;
  store_name?: string;
  company?: string;
  email?: string;
  phone?: string;
  wechat_id?: string;
  payment_method: TCustomer["payment_method"];
  credit_limit?: string;
  send_mail: boolean;
  recipient_email?: string;
};
type TCreated = {
  username: string;
  password: string;
  mail: TOutputOf<typeof customersEndpoints.create>["mail"];
};

/** Creates a drop-shipper account; the initial password is shown once and optionally mailed. */
export function CreateCustomerModal(props: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const sendMail = Form.useWatch("send_mail", form) ?? false;
  const [created, setCreated] = useState<TCreated | null>(null);
  const create = useMutation({
    mutationFn: (v: TValues) => customersApi.create({ ...v, credit_limit: v.credit_limit || "0" }),
    onSuccess: (data) => {
      setCreated({ username: data.customer.username, password: data.initial_password, mail: data.mail });
      props.onCreated();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  const close = () => {
    setCreated(null);
    form.resetFields();
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      title={t("customers.create")}
      onCancel={close}
      width={640}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            {t("common.done")}
          </Button>
        ) : undefined
      }
      okText={t("common.create")}
      cancelText={t("common.cancel")}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
    >
      {created ? (
        <Result
          status="success"
          title={t("customers.createdTitle", { name: created.username })}
          subTitle={t("customers.passwordOnce")}
          extra={
            <>
              <Typography.Paragraph copyable={{ text: created.password }} data-testid="initial-password">
                <code style={{ fontSize: 18 }}>{created.password}</code>
              </Typography.Paragraph>
              {created.mail !== "not_requested" && (
                <Alert
                  type={created.mail === "sent" ? "success" : "warning"}
                  showIcon
                  title={t(created.mail === "sent" ? "customers.mailSent" : "customers.mailFailed")}
                />
              )}
            </>
          }
        />
      ) : (
        <Form<TValues>
          form={form}
          layout="vertical"
          initialValues={{ payment_method: "prepaid", send_mail: false, credit_limit: "0" }}
          onFinish={(v) => create.mutate(v)}
          onFinishFailed={() => void message.error(t("validation.checkInput"))}
        >
          <Row gutter={16}>
            <Col span={12}>
              <UsernameField />
            </Col>
            <Col span={12}>
              <StoreNameField />
            </Col>
            <Col span={12}>
              <Form.Item name="company" label={t("customers.company")}>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="wechat_id" label={t("settings.contact.wechat")}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <EmailField />
            </Col>
            <Col span={12}>
              <PhoneField />
            </Col>
            <Col span={12}>
              <Form.Item name="payment_method" label={t("customers.paymentMethod")}>
                <Select
                  options={paymentMethods.map((value) => ({
                    value,
                    label: t(`customers.payments.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="credit_limit"
                label={t("customers.creditLimit")}
                rules={[{ pattern: /^\d{1,10}(\.\d{1,2})?$/, message: t("validation.amount") }]}
              >
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="send_mail" label={t("customers.sendMail")} valuePropName="checked">
            <Switch />
          </Form.Item>
          {sendMail && <EmailField name="recipient_email" label={t("customers.recipientEmail")} required />}
        </Form>
      )}
    </Modal>
  );
}
