import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TSourcingQuotas } from "@wms/contracts";
import { App, Button, Flex, InputNumber, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { numberColumn, textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { sourcingApi, sourcingKey } from "./sourcing-api.ts";

type TCustomerQuota = TSourcingQuotas["customers"][number];

/** One quota value saved on its own (Enter or the button); `null` clears a customer's own quota. */
function QuotaInput(props: {
  value: number;
  label: string;
  save: (quota: number | null) => Promise<unknown>;
  clearable?: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | null>(props.value);
  return (
    <Space>
      <InputNumber
        min={0}
        max={10_000}
        precision={0}
        value={draft}
        aria-label={props.label}
        onChange={setDraft}
        onPressEnter={() => void props.save(draft)}
        style={{ width: 100 }}
      />
      <Button size="small" disabled={draft === props.value} onClick={() => void props.save(draft)}>
        {t("common.save")}
      </Button>
      {props.clearable && (
        <Button size="small" type="link" onClick={() => void props.save(null)}>
          {t("sourcing.useDefault")}
        </Button>
      )}
    </Space>
  );
}

/** The provider's daily sourcing quotas: the default for every customer, and a customer's own where set. */
export function QuotaModal(props: { open: boolean; onClose: () => void; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const quotas = useQuery({
    queryKey: [...sourcingKey, "quotas"],
    queryFn: sourcingApi.quotas,
    enabled: props.open,
  });
  const save = async (customerId: string | undefined, quota: number | null) => {
    try {
      await sourcingApi.updateQuota({ customer_id: customerId, daily_quota: quota });
      void message.success(t("sourcing.quotaSaved"));
      await queryClient.invalidateQueries({ queryKey: [...sourcingKey, "quotas"] });
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : t("sourcing.failed"));
    }
  };
  const data = quotas.data;
  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      footer={null}
      width={720}
      title={t("sourcing.quotasTitle")}
    >
      <Typography.Paragraph type="secondary">{t("sourcing.quotasIntro")}</Typography.Paragraph>
      {data && (
        <Flex vertical gap={12} data-testid="sourcing-quotas">
          <Flex gap={12} align="center" wrap>
            <Typography.Text strong>{t("sourcing.defaultQuota")}</Typography.Text>
            {props.canEdit ? (
              <QuotaInput
                key={`default-${data.default_daily_quota}`}
                value={data.default_daily_quota}
                label={t("sourcing.defaultQuota")}
                save={(q) => save(undefined, q)}
              />
            ) : (
              data.default_daily_quota
            )}
          </Flex>
          <ItemsTable<TCustomerQuota>
            rowKey="customer_id"
            dataSource={data.customers}
            locale={{ emptyText: t("sourcing.noCustomers") }}
            columns={[
              textColumn("owner_code", t("sourcing.fields.ownerCode")),
              textColumn("customer_name", t("sourcing.fields.customer")),
              numberColumn("used_today", t("sourcing.fields.usedToday")),
              {
                key: "daily_quota",
                title: t("sourcing.fields.dailyQuota"),
                render: (_v, c) =>
                  props.canEdit ? (
                    <QuotaInput
                      key={`${c.customer_id}-${c.daily_quota}`}
                      value={c.daily_quota}
                      label={t("sourcing.quotaOf", { customer: c.customer_name })}
                      save={(q) => save(c.customer_id, q)}
                      clearable
                    />
                  ) : (
                    c.daily_quota
                  ),
              },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}
