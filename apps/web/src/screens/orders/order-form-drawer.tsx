import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  emailPattern,
  type ordersEndpoints,
  phonePattern,
  type TInputOf,
  type TStorageDefinition,
} from "@wms/contracts";
import { App, Button, Col, Drawer, Form, Input, InputNumber, Row, Select, Space, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { CountrySelect } from "../../components/country-select.tsx";
import { warehouseOptions } from "../../components/warehouse-options.ts";
import { FeeEstimate } from "../billing/fee-estimate.tsx";
import { countWork, declaredWeight } from "../billing/work-counts.ts";
import { OwnerSelect } from "../products/owner-select.tsx";
import { OrderLinesField, shortLines, type TStockOwner } from "./order-lines-field.tsx";
import { ordersApi, ordersKey } from "./orders-api.ts";

/** create: a new draft; edit: a draft (all fields); change: staff edit address/channel after submission. */
export type TFormMode = { kind: "create" } | { kind: "edit" | "change"; orderId: string };

/** The form's values: an order as created (numbers as entered; the server validates and normalises). */
type TOrderForm = TInputOf<typeof ordersEndpoints.create>;

const decimals = ["amount", "weight", "length", "width", "height"] as const;

export function OrderFormDrawer(props: {
  mode: TFormMode;
  staff: boolean;
  providerUuid?: string;
  warehouses: TStorageDefinition[];
  onClose: () => void;
  onSaved: (orderId: string) => void;
  /** "Save and submit": submits the saved draft (the list's submit action, with its messages). */
  onSubmit: (orderId: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TOrderForm>();
  const [saving, setSaving] = useState<"draft" | "submit" | null>(null);
  // Which button sent the form: the form's onFinish does not say.
  const submitAfterSave = useRef(false);
  const orderId = props.mode.kind === "create" ? null : props.mode.orderId;
  const changeOnly = props.mode.kind === "change";
  const existing = useQuery({
    queryKey: [...ordersKey, "detail", orderId],
    queryFn: () => ordersApi.detail({ provider_uuid: props.providerUuid, order_id: orderId as string }),
    enabled: orderId !== null,
  });
  const warehouseId = Form.useWatch("warehouse_id", form);
  const channels = useQuery({
    queryKey: [...ordersKey, "channels", props.providerUuid, warehouseId],
    queryFn: () => ordersApi.channels({ provider_uuid: props.providerUuid, warehouse_id: warehouseId }),
    enabled: Boolean(warehouseId),
  });

  const customerId = Form.useWatch("customer_id", form) as string | undefined;
  // Whose SKUs the lines look up: the drop shipper's own, or the customer staff chose (unknown when staff edit).
  const owner: TStockOwner | null =
    props.providerUuid || customerId ? { providerUuid: props.providerUuid, customerId, warehouseId } : null;
  // What the order would be charged today, from the lines as typed (staff: by the order's customer's card).
  const work = countWork(Form.useWatch("lines", form), "quantity");
  // Its parcel too: the channel's packaging and carrier's tariff at the declared weight.
  const channelId = (Form.useWatch("channel_id", form) as string | null | undefined) ?? undefined;
  const weight = declaredWeight(Form.useWatch("weight", form));
  const estimateCustomer = customerId ?? existing.data?.customer_id;
  // A customer who stores in one warehouse has it chosen for them.
  const onlyWarehouse = props.warehouses.length === 1 ? props.warehouses[0]?.warehouse_id : undefined;
  useEffect(() => {
    if (props.mode.kind === "create" && onlyWarehouse && !form.getFieldValue("warehouse_id"))
      form.setFieldValue("warehouse_id", onlyWarehouse);
  }, [props.mode.kind, onlyWarehouse, form]);

  useEffect(() => {
    const o = existing.data;
    if (!o) return;
    form.setFieldsValue({
      ...o,
      channel_id: o.channel_id ?? undefined,
      lines: o.lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
    });
  }, [existing.data, form]);

  const save = async (values: TOrderForm) => {
    const submit = submitAfterSave.current;
    setSaving(submit ? "submit" : "draft");
    // Sellable stock is checked before submitting (the server checks it again): the short lines say so.
    if (submit && owner) {
      const short = await shortLines(owner, values.lines ?? []).catch(() => []);
      if (short.length > 0) {
        form.setFields(
          short.map((l) => ({
            name: ["lines", l.index, "quantity"] as never,
            errors: [t("orders.lines.short", { available: l.available })],
          })),
        );
        const first = short[0] as (typeof short)[number];
        void message.error(t("orders.lines.notSellable", first));
        setSaving(null);
        return;
      }
    }
    const body = { ...values };
    for (const key of decimals)
      if (body[key] !== undefined && body[key] !== null) body[key] = String(body[key]);
    try {
      const ref = { provider_uuid: props.providerUuid, order_id: orderId as string };
      const saved =
        props.mode.kind === "create"
          ? await ordersApi.create({ ...body, provider_uuid: props.providerUuid })
          : changeOnly
            ? await ordersApi.change({ ...body, order_id: ref.order_id })
            : await ordersApi.update({ ...body, ...ref });
      void message.success(
        t(props.mode.kind === "create" ? "orders.created" : "orders.saved", { code: saved.code }),
      );
      await queryClient.invalidateQueries({ queryKey: ordersKey });
      // A refused submit keeps the saved draft, and the list's action says why.
      if (submit) await props.onSubmit(saved.order_id);
      props.onSaved(saved.order_id);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        form.setFields(
          Object.entries(error.fieldErrors).map(([name, text]) => ({
            // "lines.2.sku" is the Form.List path ["lines", 2, "sku"].
            name: name.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never,
            errors: [text],
          })),
        );
      }
      void message.error(error instanceof Error ? error.message : t("orders.failed"));
    } finally {
      setSaving(null);
    }
  };
  const send = (submit: boolean) => {
    submitAfterSave.current = submit;
    form.submit();
  };
  // A draft (new or not yet submitted) may be sent on at once; a change of a submitted order may not.
  const submittable = !changeOnly && (props.mode.kind === "create" || existing.data?.status === "draft");

  const title = t(`orders.form.${props.mode.kind}`, { code: existing.data?.code ?? "" });
  const text = (name: keyof TOrderForm, label: string, rules = {}) => (
    <Form.Item name={name} label={label} rules={[rules]}>
      <Input />
    </Form.Item>
  );

  return (
    <Drawer
      open
      // Never wider than the screen; the buttons sit in the footer so a phone's header keeps the whole title.
      width="min(760px, 100vw)"
      title={title}
      onClose={props.onClose}
      footer={
        <Space wrap style={{ width: "100%", justifyContent: "flex-end" }}>
          <Button onClick={props.onClose}>{t("orders.close")}</Button>
          <Button
            type={submittable ? "default" : "primary"}
            loading={saving === "draft"}
            disabled={saving === "submit"}
            onClick={() => send(false)}
            data-testid="order-save"
          >
            {t(submittable ? "orders.saveDraft" : "orders.save")}
          </Button>
          {submittable && (
            <Button
              type="primary"
              loading={saving === "submit"}
              disabled={saving === "draft"}
              onClick={() => send(true)}
              data-testid="order-save-submit"
            >
              {t("orders.saveSubmit")}
            </Button>
          )}
        </Space>
      }
    >
      {orderId && existing.isPending ? (
        <Spin />
      ) : (
        <Form<TOrderForm>
          form={form}
          layout="vertical"
          onFinish={(v) => void save(v)}
          initialValues={{ cod_type: "none", lines: [{ sku: "", quantity: 1 }] }}
          data-testid="order-form"
        >
          <Row gutter={12}>
            {props.staff && props.mode.kind === "create" && (
              <Col span={12}>
                <Form.Item
                  name="customer_id"
                  label={t("orders.fields.customer")}
                  rules={[{ required: true, message: t("orders.required") }]}
                >
                  <OwnerSelect placeholder={t("orders.fields.customer")} />
                </Form.Item>
              </Col>
            )}
            <Col span={12}>
              <Form.Item
                name="warehouse_id"
                label={t("orders.fields.warehouse")}
                rules={[{ required: true, message: t("orders.required") }]}
              >
                <Select
                  disabled={changeOnly}
                  aria-label={t("orders.fields.warehouse")}
                  options={warehouseOptions(props.warehouses)}
                  onChange={() => form.setFieldValue("channel_id", undefined)}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="channel_id" label={t("orders.fields.channel")}>
                <Select
                  allowClear
                  aria-label={t("orders.fields.channel")}
                  loading={channels.isFetching}
                  options={(channels.data ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>{text("reference", t("orders.fields.reference"))}</Col>
            <Col span={12}>
              {text("consignee", t("orders.fields.consignee"), {
                required: true,
                whitespace: true,
                message: t("orders.required"),
              })}
            </Col>
            <Col span={12}>
              {text("phone", t("orders.fields.phone"), {
                pattern: phonePattern,
                message: t("orders.phoneFormat"),
              })}
            </Col>
            <Col span={12}>
              {text("email", t("orders.fields.email"), {
                pattern: emailPattern,
                message: t("orders.emailFormat"),
              })}
            </Col>
            <Col span={12}>
              <Form.Item
                name="country"
                label={t("orders.fields.country")}
                rules={[{ required: true, message: t("orders.required") }]}
              >
                <CountrySelect aria-label={t("orders.fields.country")} />
              </Form.Item>
            </Col>
            <Col span={12}>{text("province", t("orders.fields.province"))}</Col>
            <Col span={12}>{text("city", t("orders.fields.city"))}</Col>
            <Col span={12}>{text("postcode", t("orders.fields.postcode"))}</Col>
            <Col span={24}>
              {text("address", t("orders.fields.address"), {
                required: true,
                whitespace: true,
                message: t("orders.required"),
              })}
            </Col>
          </Row>
          {!changeOnly && <OrderExtraFields />}
          {!changeOnly && <OrderLinesField owner={owner ?? {}} />}
          {/* Staff see it once the customer (whose card prices the order) is known. */}
          {!changeOnly && (!props.staff || estimateCustomer) && (
            <FeeEstimate
              work="order"
              providerUuid={props.providerUuid}
              customerId={estimateCustomer}
              lines={work.lines}
              units={work.units}
              channelId={channelId}
              weight={weight}
              style={{ marginTop: 16 }}
            />
          )}
        </Form>
      )}
    </Drawer>
  );
}

/** COD, amount, customs numbers and the package. */
function OrderExtraFields() {
  const { t } = useTranslation();
  const num = (name: string, label: string, precision: number) => (
    <Col span={6} key={name}>
      <Form.Item name={name} label={label}>
        <InputNumber min={0} precision={precision} style={{ width: "100%" }} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={12}>
      <Col span={6}>
        <Form.Item name="cod_type" label={t("orders.fields.cod")}>
          <Select options={["none", "cod"].map((v) => ({ value: v, label: t(`orders.cod.${v}`) }))} />
        </Form.Item>
      </Col>
      {num("amount", t("orders.fields.amount"), 2)}
      <Col span={6}>
        <Form.Item
          name="currency"
          label={t("orders.fields.currency")}
          rules={[{ pattern: /^[A-Za-z]{3}$/, message: t("orders.currencyFormat") }]}
        >
          <Input maxLength={3} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="ioss" label={t("orders.fields.ioss")}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="vat" label={t("orders.fields.vat")}>
          <Input />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="id_number" label={t("orders.fields.idNumber")}>
          <Input />
        </Form.Item>
      </Col>
      {num("weight", t("orders.fields.weight"), 3)}
      {num("length", t("orders.fields.length"), 2)}
      {num("width", t("orders.fields.width"), 2)}
      {num("height", t("orders.fields.height"), 2)}
      <Col span={24}>
        <Form.Item name="notes" label={t("orders.fields.notes")}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Col>
    </Row>
  );
}
