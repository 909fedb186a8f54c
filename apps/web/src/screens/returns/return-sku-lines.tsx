import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { returnLimits, returnReasons, textCaps } from "@wms/contracts";
import { Button, Flex, Form, type FormInstance, Input, InputNumber, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { shownNumber, unitsRule } from "../vas/vas-rules.ts";
import type { TCreateValues, TLineValues } from "./return-create-values.ts";
import { onceRule, someUnitsRule } from "./return-rules.ts";

const noteMax = 300;

/** A new line: one unit, the reason still to choose. */
export const blankLine: TLineValues = { sku: "", quantity: 1, reason_note: "" };

/**
 * "By SKU": lines of the customer's SKUs (or barcodes), each with its units (1 to 10,000), why it comes
 * back and a note; lines are added and removed (at most 100, each SKU once).
 */
export function ReturnSkuLines({ form }: { form: FormInstance<TCreateValues> }) {
  const { t } = useTranslation();
  const skus = () => ((form.getFieldValue("sku_lines") ?? []) as TLineValues[]).map((l) => l?.sku);
  return (
    <Form.List name="sku_lines" rules={[someUnitsRule(t("returns.rules.someLines"))]}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4} data-testid="return-sku-lines">
          {fields.map((f, i) => {
            const field = (key: string) =>
              t("returns.form.lineNumbered", { field: t(`returns.form.${key}`), n: i + 1 });
            return (
              <Flex key={f.key} gap={8} wrap align="start" data-testid="return-sku-line">
                <Typography.Text type="secondary" style={{ width: 24, paddingTop: 5 }}>
                  {i + 1}
                </Typography.Text>
                <Form.Item
                  name={[f.name, "sku"]}
                  rules={[
                    { required: true, whitespace: true, message: t("returns.rules.sku") },
                    { max: textCaps.code, message: t("returns.rules.textLength", { max: textCaps.code }) },
                    onceRule(skus, t("returns.rules.skuTwice")),
                  ]}
                >
                  <Input
                    aria-label={field("sku")}
                    placeholder={t("returns.form.sku")}
                    maxLength={textCaps.code}
                    style={{ width: 180 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[f.name, "quantity"]}
                  rules={[
                    unitsRule(
                      returnLimits.unitsPerLine,
                      t("returns.rules.units", { max: shownNumber(returnLimits.unitsPerLine) }),
                    ),
                  ]}
                >
                  <InputNumber
                    aria-label={field("units")}
                    placeholder={t("returns.form.units")}
                    style={{ width: 100 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[f.name, "reason"]}
                  rules={[{ required: true, message: t("returns.rules.reason") }]}
                >
                  <Select
                    aria-label={field("reason")}
                    placeholder={t("returns.form.reason")}
                    style={{ width: 180 }}
                    options={returnReasons.map((r) => ({ value: r, label: t(`returns.reasons.${r}`) }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[f.name, "reason_note"]}
                  rules={[{ max: noteMax, message: t("returns.rules.textLength", { max: noteMax }) }]}
                >
                  <Input
                    aria-label={field("reasonNote")}
                    placeholder={t("returns.form.reasonNote")}
                    maxLength={noteMax}
                    style={{ width: 180 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t("returns.form.removeLine", { n: i + 1 })}
                  onClick={() => remove(f.name)}
                />
              </Flex>
            );
          })}
          <Form.ErrorList errors={errors} />
          {fields.length < returnLimits.lines && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ ...blankLine })}
              style={{ alignSelf: "flex-start" }}
              data-testid="return-add-line"
            >
              {t("returns.form.addLine")}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
