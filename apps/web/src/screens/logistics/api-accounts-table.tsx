import type { TApiAccount } from "@wms/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { ApiAccountFormModal } from "./api-account-form-modal.tsx";
import { logisticsApi, logisticsKey } from "./logistics-api.ts";
import { useLogisticsCrud } from "./use-logistics-crud.ts";

export function ApiAccountsTable() {
  const { t } = useTranslation();
  const crud = useLogisticsCrud<TApiAccount>("logistics.api.create");
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
        actions={() => crud.createButton()}
        columns={[
          textColumn("name", t("logistics.api.name"), { sorter: true }),
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
          textColumn("channel_count", t("logistics.api.channelCount")),
          timeColumn("updated_at", t("logistics.updated")),
          crud.actionsColumn({ name: (a) => a.name, remove: (a) => logisticsApi.deleteApi(a.id) }),
        ]}
      />
      <ApiAccountFormModal {...crud.target} />
    </>
  );
}
