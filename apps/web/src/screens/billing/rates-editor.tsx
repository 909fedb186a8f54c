import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { locationTypes, maxAgeFromDays, type TFeeKind } from "@wms/contracts";
import {
  Button,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  type InputProps,
  Select,
  Space,
} from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { unitText } from "./billing-texts.ts";
import {
  aged,
  allTypes,
  amountProblem,
  byLocationType,
  kindsByGroup,
  maxRates,
  rateProblems,
  type TRateRow,
} from "./rate-rules.ts";

/** A new row: no kind yet, every location type, no age tier. */
export const blankRate: TRateRow = { location_type: allTypes, age_from_days: 0, amount: "" };

/** The amount with its unit beside it ("USD per order", "% over the cost"); takes what Form.Item gives. */
export function AmountInput({ unit, ...input }: InputProps & { unit: string }) {
  return (
    <Space.Compact>
      <Input inputMode="decimal" maxLength={20} style={{ width: 120 }} {...input} />
      <Space.Addon>{unit}</Space.Addon>
    </Space.Compact>
  );
}

/** One rate: its kind, the qualifiers the kind takes (the others disabled), its amount, and remove. */
function RateRow(props: { name: number; index: number; currency: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { name, index } = props;
  const path = (field: keyof TRateRow) => ["rates", name, field];
  const kind = Form.useWatch(path("kind"), form) as TFeeKind | undefined;
  const label = (key: string) => (index === 0 ? t(key) : undefined);
  // A kind without the qualifier leaves it at "every type" / no tier: the disabled field says what is sent.
  const kindChanged = (next: TFeeKind) => {
    if (!byLocationType(next)) form.setFieldValue(path("location_type"), allTypes);
    if (!aged(next)) form.setFieldValue(path("age_from_days"), 0);
  };
  return (
    <Space align="start" wrap data-testid={`rate-row-${index}`}>
      <Form.Item
        name={[name, "kind"]}
        label={label("billing.editor.kind")}
        rules={[{ required: true, message: t("billing.rules.kindRequired") }]}
      >
        <Select<TFeeKind>
          aria-label={t("billing.editor.kind")}
          placeholder={t("billing.editor.kindPlaceholder")}
          showSearch={{ optionFilterProp: "label" }}
          style={{ width: 240 }}
          // 16 kinds in 8 groups: all drawn, so typing finds any of them
          virtual={false}
          onChange={kindChanged}
          options={kindsByGroup.map(({ group, kinds }) => ({
            label: t(`billing.groups.${group}`),
            title: t(`billing.groups.${group}`),
            options: kinds.map((k) => ({ value: k, label: t(`billing.kinds.${k}`) })),
          }))}
        />
      </Form.Item>
      <Form.Item name={[name, "location_type"]} label={label("billing.editor.locationType")}>
        <Select
          aria-label={t("billing.editor.locationType")}
          disabled={!byLocationType(kind)}
          style={{ width: 150 }}
          options={[
            { value: allTypes, label: t("billing.allTypes") },
            ...locationTypes.map((type) => ({ value: type, label: t(`warehousing.locationTypes.${type}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item name={[name, "age_from_days"]} label={label("billing.editor.ageFrom")}>
        <InputNumber
          aria-label={t("billing.editor.ageFrom")}
          disabled={!aged(kind)}
          min={0}
          max={maxAgeFromDays}
          precision={0}
          style={{ width: 110 }}
        />
      </Form.Item>
      <Form.Item
        name={[name, "amount"]}
        label={label("billing.editor.amount")}
        dependencies={[path("kind")]}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = amountProblem(kind, value);
              if (problem) throw new Error(t(`billing.rules.${problem}`));
            },
          },
        ]}
      >
        <AmountInput
          aria-label={t("billing.editor.amount")}
          unit={kind ? unitText(t, kind, props.currency) : props.currency}
        />
      </Form.Item>
      <Button
        type="text"
        icon={<MinusCircleOutlined />}
        aria-label={t("billing.editor.removeRate", { n: index + 1 })}
        style={{ marginTop: index === 0 ? 30 : 0 }}
        onClick={props.onRemove}
      />
    </Space>
  );
}

/** A version's rates as a form list (`rates`): rows of fee kind, location type, stock age and amount. */
export function RatesEditor({ currency }: { currency: string }) {
  const { t } = useTranslation();
  return (
    <Form.List
      name="rates"
      rules={[
        {
          validator: async (_rule, rows: TRateRow[] | undefined) => {
            if (!rows?.length) throw new Error(t("billing.rules.ratesRequired"));
            if (rows.length > maxRates) throw new Error(t("billing.rules.tooManyRates"));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical data-testid="rates-editor">
          {fields.map((field, index) => (
            <RateRow
              key={field.key}
              name={field.name}
              index={index}
              currency={currency}
              onRemove={() => remove(field.name)}
            />
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= maxRates}
            onClick={() => add({ ...blankRate })}
            style={{ alignSelf: "flex-start" }}
          >
            {t("billing.editor.addRate")}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/**
 * The rules the fields cannot check alone (two rates alike, a qualifier on a kind without it), at the
 * rows' fields before anything is sent; true when the rates may go.
 */
export function checkRates(form: FormInstance, rows: readonly TRateRow[], t: TFunction): boolean {
  const problems = rateProblems(rows);
  form.setFields(
    problems.map((p) => ({ name: ["rates", p.index, p.field], errors: [t(`billing.rules.${p.rule}`)] })),
  );
  return problems.length === 0;
}
