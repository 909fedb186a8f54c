import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCustomer } from "@wms/contracts";
import { App, Button, Col, Divider, Form, Input, Modal, Radio, Row, Statistic, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { moneyColumn } from "../../components/data-table/money-column.ts";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { showFormError } from "../../components/form-errors.ts";
import { formatMoney } from "../../components/format.ts";
import { useSession } from "../../session/use-session.ts";
import { customersApi } from "./customers-api.ts";

type TValues = { kind: "topup" | "adjustment"; amount: string; reason: string };
type TLogEntry = Awaited<ReturnType<typeof customersApi.balanceLog>>["list"][number];

/** The entries billing posted, not a person: its charges and credit notes. */
const byBilling = new Set<TLogEntry["kind"]>(["charge", "credit"]);

/**
 * Balance top-up and adjustment, and the append-only balance log (charges and credit notes billing posted
 * among them).
 */
export function BalanceModal(props: {
  customer: TCustomer | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const isProvider = useSession()?.role === "provider";
  const [form] = Form.useForm<TValues>();
  const [page, setPage] = useState(1);
  const customer = props.customer;
  const logKey = ["customers", "balance-log", customer?.id, page];
  const log = useQuery({
    queryKey: logKey,
    queryFn: () =>
      customersApi.balanceLog({ customer_id: customer?.id ?? "", cur_page: page, page_size: 10 }),
    enabled: !!customer,
  });
  const adjust = useMutation({
    mutationFn: (v: TValues) => customersApi.adjust({ customer_id: customer?.id ?? "", ...v }),
    onSuccess: () => {
      void message.success(t("common.saved"));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ["customers"] });
      props.onChanged();
    },
    onError: (error) => showFormError(form, error, t("common.operationFailed")),
  });
  const latest = log.data?.list[0]?.balance_after ?? customer?.balance;
  return (
    <Modal
      open={!!customer}
      title={t("customers.balanceTitle", { name: customer?.username ?? "" })}
      footer={null}
      width={760}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Row gutter={16}>
        <Col span={12}>
          <Statistic title={t("customers.balance")} value={formatMoney(latest)} />
        </Col>
        <Col span={12}>
          <Statistic title={t("customers.creditLimit")} value={formatMoney(customer?.credit_limit)} />
        </Col>
      </Row>
      {isProvider && (
        <>
          <Divider />
          <Form<TValues>
            form={form}
            layout="inline"
            initialValues={{ kind: "topup" }}
            onFinish={(v) => adjust.mutate(v)}
            style={{ rowGap: 8 }}
          >
            <Form.Item name="kind">
              <Radio.Group optionType="button">
                <Radio.Button value="topup">{t("customers.kinds.topup")}</Radio.Button>
                <Radio.Button value="adjustment">{t("customers.kinds.adjustment")}</Radio.Button>
              </Radio.Group>
            </Form.Item>
            <Form.Item
              name="amount"
              rules={[
                { required: true, message: t("validation.required") },
                { pattern: /^-?\d{1,10}(\.\d{1,2})?$/, message: t("validation.amount") },
              ]}
            >
              <Input placeholder={t("customers.amount")} style={{ width: 130 }} inputMode="decimal" />
            </Form.Item>
            <Form.Item name="reason" rules={[{ required: true, message: t("validation.required") }]}>
              <Input placeholder={t("customers.reason")} style={{ width: 220 }} maxLength={300} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={adjust.isPending}>
              {t("common.confirm")}
            </Button>
          </Form>
        </>
      )}
      <Divider />
      <Table<TLogEntry>
        size="small"
        rowKey="id"
        loading={log.isPending}
        dataSource={log.data?.list ?? []}
        pagination={{ current: page, pageSize: 10, total: log.data?.total ?? 0, onChange: setPage }}
        columns={[
          timeColumn("created_at", t("customers.time"), { sorter: false }),
          {
            key: "kind",
            title: t("customers.kind"),
            render: (_v, e) => <Tag>{t(`customers.kinds.${e.kind}`)}</Tag>,
          },
          moneyColumn("amount", t("customers.amount"), (e) => e.amount),
          moneyColumn("after", t("customers.balanceAfter"), (e) => e.balance_after),
          textColumn("reason", t("customers.reason")),
          // A charge or credit note billing posted was typed by no one: "Billing" instead of a blank.
          textColumn("operator_name", t("customers.operator"), {
            render: (_v, e: TLogEntry) =>
              e.operator_name || (byBilling.has(e.kind) ? t("customers.billingOperator") : "—"),
          }),
        ]}
      />
    </Modal>
  );
}
