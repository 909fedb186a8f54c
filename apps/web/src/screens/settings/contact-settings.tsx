import { useMutation, useQuery } from "@tanstack/react-query";
import { settingsEndpoints, type TArea, type TContactInfo } from "@wms/contracts";
import { App, Button, Col, Form, Input, Row, Skeleton } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../api/client.ts";
import { AddressTextField, EmailField, PhoneField } from "../../components/account-fields.tsx";
import { showFormError } from "../../components/form-errors.ts";

/** Contact settings (`customer-settings/contact_info`): how the provider and its customers reach this account. */
export function ContactSettings({ area }: { area: TArea }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TContactInfo>();
  const contact = useQuery({
    queryKey: ["contact-info", area],
    queryFn: () => call(settingsEndpoints.contactInfo, undefined, { area }),
  });
  useEffect(() => {
    if (contact.data) form.setFieldsValue(contact.data);
  }, [contact.data, form]);
  const save = useMutation({
    mutationFn: (values: TContactInfo) =>
      call(settingsEndpoints.saveContactInfo, values, { area, skipErrorMessage: true }),
    onSuccess: () => void message.success(t("common.saved")),
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  if (contact.isPending) return <Skeleton active />;
  return (
    <Form<TContactInfo>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      onFinish={(v) => save.mutate(v)}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="contact_name" label={t("settings.contact.name")}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <EmailField />
        </Col>
        <Col xs={24} sm={12}>
          <PhoneField />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="wechat_id" label={t("settings.contact.wechat")}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="whatsapp" label={t("settings.contact.whatsapp")}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
      </Row>
      <AddressTextField />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t("common.save")}
      </Button>
    </Form>
  );
}
