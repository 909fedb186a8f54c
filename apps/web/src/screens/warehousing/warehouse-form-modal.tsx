import { optionalFlowSteps, type TWarehouse } from "@wms/contracts";
import { Checkbox, Col, Flex, Form, Input, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EmailField, PhoneField } from "../../components/account-fields.tsx";
import { CountrySelect } from "../../components/country-select.tsx";
import { EntityFormModal } from "../../components/entity-form-modal.tsx";
import { requiredRule } from "./code-rules.ts";
import { CodeField, NameField, StatusAndRemark } from "./settings-fields.tsx";
import { warehousingApi } from "./warehousing-api.ts";

type TValues = Omit<TWarehouse, "id" | "created_at" | "updated_at">;

/** Create (warehouse null) or edit a warehouse. */
export function WarehouseFormModal(props: {
  open: boolean;
  warehouse: TWarehouse | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { warehouse } = props;
  const initial = useMemo<Partial<TValues>>(
    () =>
      warehouse ?? {
        status: "enabled",
        review_required: true,
        bagging_required: true,
        weighing_required: true,
      },
    [warehouse],
  );
  const half = { xs: 24, sm: 12 };
  return (
    <EntityFormModal<TValues>
      open={props.open}
      title={t(warehouse ? "warehousing.warehouses.edit" : "warehousing.warehouses.create")}
      initial={initial}
      width={720}
      testId="warehouse-form"
      submit={(v) =>
        warehouse
          ? warehousingApi.updateWarehouse({ warehouse_id: warehouse.id, ...v })
          : warehousingApi.createWarehouse(v)
      }
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      <Row gutter={16}>
        <Col {...half}>
          <CodeField />
        </Col>
        <Col {...half}>
          <NameField />
        </Col>
        <Col {...half}>
          <Form.Item name="country" label={t("warehousing.fields.country")} rules={[requiredRule(t)]}>
            <CountrySelect />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="province" label={t("warehousing.fields.province")}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="city" label={t("warehousing.fields.city")}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="postcode" label={t("warehousing.fields.postcode")}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address" label={t("warehousing.fields.address")} rules={[requiredRule(t)]}>
            <Input maxLength={300} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="contact_name" label={t("warehousing.fields.contactName")}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <PhoneField name="contact_phone" label={t("warehousing.fields.contactPhone")}>
            <Input maxLength={20} />
          </PhoneField>
        </Col>
        <Col {...half}>
          <EmailField name="contact_email" label={t("warehousing.fields.contactEmail")}>
            <Input maxLength={120} />
          </EmailField>
        </Col>
        <StatusAndRemark status={half} />
        <Col span={24}>
          <OutboundFlowFields />
        </Col>
      </Row>
    </EntityFormModal>
  );
}

/** Which of review, bagging and weighing the warehouse's orders go through (docs/orders.md "The outbound flow"). */
function OutboundFlowFields() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t("warehousing.flow.title")} extra={t("warehousing.flow.hint")}>
      <Flex
        vertical
        gap={4}
        role="group"
        aria-label={t("warehousing.flow.title")}
        data-testid="warehouse-flow"
      >
        {optionalFlowSteps.map(({ field }) => (
          <Form.Item key={field} name={field} valuePropName="checked" noStyle>
            <Checkbox>{t(`warehousing.flow.${field}`)}</Checkbox>
          </Form.Item>
        ))}
      </Flex>
    </Form.Item>
  );
}
