import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { TApiAccount } from "@wms/contracts";
import { Button, Space, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { formatTime } from "../../components/format.ts";
import { ApiAccountFormModal } from "./api-account-form-modal.tsx";
import { logisticsApi, logisticsKey } from "./logistics-api.ts";
import { LogisticsDelete } from "./logistics-delete.tsx";

export function ApiAccountsTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TApiAccount | "new" | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: logisticsKey });
  /** Only whether a secret is set, with its mask: the value itself never reaches the browser. */
  const secret = (set: boolean, masked: string) =>
    set ? <Tag color="green">{masked}</Tag> : <Tag>{t("logistics.api.notSetShort")}</Tag>;
  return (
    <>
      <DataTable<TApiAccount>
        testId="api-accounts-table"
        queryKey={[...logisticsKey, "api"]}
        fetchPage={(params) => logisticsApi.apiAccounts(params)}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("logistics.api.search") }}
        emptyText={t("logistics.api.empty")}
        actions={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
            {t("logistics.api.create")}
          </Button>
        )}
        columns={[
          { key: "name", title: t("logistics.api.name"), dataIndex: "name", sorter: true },
          { key: "client_id", title: t("logistics.api.clientId"), render: (_v, a) => a.client_id || "—" },
          { key: "account", title: t("logistics.api.account"), render: (_v, a) => a.account || "—" },
          {
            key: "api_token",
            title: t("logistics.api.apiToken"),
            render: (_v, a) => secret(a.api_token_set, a.api_token_masked),
          },
          {
            key: "password",
            title: t("logistics.api.password"),
            render: (_v, a) => secret(a.password_set, a.password_masked),
          },
          { key: "channel_count", title: t("logistics.api.channelCount"), dataIndex: "channel_count" },
          {
            key: "updated_at",
            title: t("logistics.updated"),
            sorter: true,
            render: (_v, a) => formatTime(a.updated_at),
          },
          {
            key: "actions",
            title: t("common.actions"),
            fixed: "right",
            render: (_v, a) => (
              <Space size={4}>
                <Tooltip title={t("common.edit")}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t("common.edit")}
                    onClick={() => setEditing(a)}
                  />
                </Tooltip>
                <LogisticsDelete
                  name={a.name}
                  remove={() => logisticsApi.deleteApi(a.id)}
                  onDeleted={refresh}
                />
              </Space>
            ),
          },
        ]}
      />
      <ApiAccountFormModal target={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </>
  );
}
