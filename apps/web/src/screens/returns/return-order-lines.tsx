import { useQuery } from "@tanstack/react-query";
import { returnReasons, type TReturnable } from "@wms/contracts";
import { Flex, Form, type FormInstance, Input, InputNumber, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TCreateValues } from "./return-create-values.ts";
import { reasonRule, returnableRule, someUnitsRule } from "./return-rules.ts";
import { returnsApi, returnsKey } from "./returns-api.ts";

const noteMax = 300;

/** Whose shipped orders the form searches: a drop shipper's with the provider in scope, or a customer's. */
export type TOrderOwner = { open: boolean; providerUuid?: string; customerId?: string; staff: boolean };

/** Picks one of the owner's shipped orders, searching them as one types (code, reference, consignee…). */
function ShippedOrderSelect(props: {
  owner: TOrderOwner;
  /** The form item's id, so that its label names the field. */
  id?: string;
  value?: string;
  onChange?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const { owner } = props;
  const orders = useQuery({
    queryKey: [...returnsKey, "shipped-orders", owner.providerUuid, owner.customerId, keyword],
    queryFn: () =>
      returnsApi.shippedOrders({
        provider_uuid: owner.providerUuid,
        customer_id: owner.customerId,
        keyword: keyword || undefined,
      }),
    enabled: owner.open && (owner.staff ? Boolean(owner.customerId) : Boolean(owner.providerUuid)),
  });
  return (
    <Select
      id={props.id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={props.value}
      onChange={props.onChange}
      loading={orders.isFetching}
      placeholder={t("returns.form.orderSearch")}
      aria-label={t("returns.form.order")}
      notFoundContent={t("returns.form.noShippedOrders")}
      options={(orders.data?.list ?? []).map((o) => ({
        value: o.order_id,
        label: `${o.code} · ${o.consignee}`,
      }))}
    />
  );
}

/** One line of the order: the SKU, what may still come back, the units, the reason and a note. */
function OrderLine(props: {
  form: FormInstance<TCreateValues>;
  index: number;
  line: TReturnable["lines"][number];
}) {
  const { t, i18n } = useTranslation();
  const { form, index, line } = props;
  const name =
    (i18n.language === "zh_cn" ? line.name_cn || line.name_en : line.name_en || line.name_cn) || "";
  const field = (key: string) =>
    t("returns.form.lineField", { field: t(`returns.form.${key}`), sku: line.sku });
  return (
    <Flex gap={8} wrap align="start" data-testid="return-order-line">
      <div style={{ width: 220 }}>
        <Typography.Text strong>{line.sku}</Typography.Text>
        <div>
          <Typography.Text type="secondary">{name}</Typography.Text>
        </div>
        <Typography.Text type="secondary">
          {t("returns.form.returnable", {
            returnable: line.returnable,
            shipped: line.shipped,
            others: line.on_returns,
          })}
        </Typography.Text>
      </div>
      <Form.Item name={[index, "sku"]} hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name={[index, "quantity"]}
        rules={[
          returnableRule(line.returnable, t("returns.rules.returnableUnits", { max: line.returnable })),
        ]}
      >
        <InputNumber
          aria-label={field("units")}
          placeholder={t("returns.form.units")}
          style={{ width: 100 }}
        />
      </Form.Item>
      <Form.Item
        name={[index, "reason"]}
        dependencies={[["order_lines", index, "quantity"]]}
        rules={[
          reasonRule(() => form.getFieldValue(["order_lines", index, "quantity"]), t("returns.rules.reason")),
        ]}
      >
        <Select
          aria-label={field("reason")}
          placeholder={t("returns.form.reason")}
          style={{ width: 180 }}
          options={returnReasons.map((r) => ({ value: r, label: t(`returns.reasons.${r}`) }))}
        />
      </Form.Item>
      <Form.Item
        name={[index, "reason_note"]}
        rules={[{ max: noteMax, message: t("returns.rules.textLength", { max: noteMax }) }]}
      >
        <Input
          aria-label={field("reasonNote")}
          placeholder={t("returns.form.reasonNote")}
          maxLength={noteMax}
          style={{ width: 200 }}
        />
      </Form.Item>
    </Flex>
  );
}

/**
 * "From a shipped order": the order (searched among the owner's shipped ones), then each of its lines with
 * the units that may still come back; the user sets how many of each return (0 leaves a line out) and why.
 */
export function ReturnOrderLines(props: { form: FormInstance<TCreateValues>; owner: TOrderOwner }) {
  const { t } = useTranslation();
  const { form, owner } = props;
  const orderId = Form.useWatch("order_id", form);
  const returnable = useQuery({
    queryKey: [...returnsKey, "returnable", owner.providerUuid, orderId],
    queryFn: () => returnsApi.returnable({ provider_uuid: owner.providerUuid, order_id: orderId ?? "" }),
    enabled: owner.open && Boolean(orderId),
  });
  const answer = orderId ? returnable.data : undefined;
  const lines = answer?.lines ?? [];
  // Each order's lines start at 0 units: the user says which come back.
  useEffect(() => {
    form.setFieldValue(
      "order_lines",
      (answer?.lines ?? []).map((l) => ({ sku: l.sku, quantity: 0, reason: undefined, reason_note: "" })),
    );
  }, [answer, form]);
  return (
    <>
      <Form.Item
        name="order_id"
        label={t("returns.form.order")}
        extra={t("returns.form.orderHint")}
        rules={[{ required: true, message: t("returns.rules.order") }]}
      >
        <ShippedOrderSelect owner={owner} />
      </Form.Item>
      {orderId && (
        <Form.List name="order_lines" rules={[someUnitsRule(t("returns.rules.someUnits"))]}>
          {(fields, _ops, { errors }) => (
            <Flex vertical gap={4} data-testid="return-order-lines">
              {returnable.isFetching && fields.length === 0 && (
                <Typography.Text type="secondary">{t("common.loading")}</Typography.Text>
              )}
              {fields.map((f, i) => {
                const line = lines[i];
                return line && <OrderLine key={f.key} form={form} index={f.name} line={line} />;
              })}
              <Form.ErrorList errors={errors} />
            </Flex>
          )}
        </Form.List>
      )}
    </>
  );
}
