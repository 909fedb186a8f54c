import { useQuery } from "@tanstack/react-query";
import {
  Col,
  Divider,
  Flex,
  Form,
  type FormRule,
  Input,
  type InputProps,
  Row,
  Space,
  Typography,
} from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { billingApi, billingKey } from "../billing/billing-api.ts";
import { type TTariffField, tariffFields, tariffProblem } from "./channel-tariff.ts";

const labels: Record<TTariffField, string> = {
  first_kg: "logistics.tariff.firstKg",
  first_price: "logistics.tariff.firstPrice",
  step_kg: "logistics.tariff.stepKg",
  step_price: "logistics.tariff.stepPrice",
};

/** A decimal with its unit beside it (the addon once the unit is known); takes what Form.Item gives. */
function UnitInput({ unit, ...input }: InputProps & { unit: string }) {
  return (
    <Space.Compact>
      <Input inputMode="decimal" style={{ width: 140 }} {...input} />
      {unit && <Space.Addon>{unit}</Space.Addon>}
    </Space.Compact>
  );
}

/**
 * The channel form's "Carrier's tariff": first weight and its price, step and its price, in the provider's
 * billing currency (its code beside the prices once known), all four or none. Each field is checked with
 * the other three (tariffProblem), so emptying them all clears every message.
 */
export function ChannelTariffFields(props: { open: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const helpId = useId();
  const settings = useQuery({
    queryKey: [...billingKey, "settings"],
    queryFn: billingApi.settings,
    enabled: props.open,
  });
  const currency = settings.data?.currency ?? "";
  const rule: (field: TTariffField) => FormRule =
    (field) =>
    ({ getFieldValue }) => ({
      validator: async () => {
        const problem = tariffProblem(getFieldValue("tariff"), field);
        if (problem) throw new Error(t(`logistics.tariff.${problem}`));
      },
    });
  return (
    <Flex
      vertical
      role="group"
      aria-labelledby={titleId}
      aria-describedby={helpId}
      data-testid="channel-tariff"
    >
      <Divider titlePlacement="start" plain>
        <span id={titleId}>{t("logistics.tariff.title")}</span>
      </Divider>
      <Typography.Paragraph type="secondary" id={helpId}>
        {t("logistics.tariff.help")}
      </Typography.Paragraph>
      <Row gutter={16}>
        {tariffFields.map((field) => (
          <Col xs={24} sm={12} key={field}>
            <Form.Item
              name={["tariff", field]}
              label={t(labels[field])}
              dependencies={tariffFields.filter((f) => f !== field).map((f) => ["tariff", f])}
              rules={[rule(field)]}
            >
              <UnitInput
                unit={field.endsWith("_kg") ? t("logistics.tariff.kg") : currency}
                maxLength={field.endsWith("_kg") ? 10 : 13}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
