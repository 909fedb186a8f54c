import { useQuery } from "@tanstack/react-query";
import type { TStorage } from "@wms/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { formatTime } from "../../components/format.ts";
import { storageApi, storageKey } from "./storage-api.ts";

/** A customer-warehouse pair has no id of its own. */
type TStorageRow = TStorage & { key: string };

/**
 * /p/warehousing-definition, storage tab: which warehouses each customer has chosen to store goods in.
 * The warehouse filter lists the provider's warehouses with how many customers use each.
 */
export function StorageDefinitionsTab() {
  const { t } = useTranslation();
  const definitions = useQuery({
    queryKey: [...storageKey, "definitions", "provider"],
    queryFn: () => storageApi.definitions(),
  });
  return (
    <DataTable<TStorageRow>
      testId="storage-definitions"
      title={t("warehousing.storage.definitionsTitle")}
      queryKey={[...storageKey, "list"]}
      fetchPage={async (params) => {
        const page = await storageApi.list(params);
        return { ...page, list: page.list.map((s) => ({ ...s, key: `${s.customer_id}:${s.warehouse_id}` })) };
      }}
      rowKey="key"
      search={false}
      filters={[
        {
          kind: "select",
          name: "warehouse_id",
          label: t("warehousing.fields.warehouse"),
          width: 260,
          options: (definitions.data ?? []).map((d) => ({
            value: d.warehouse_id,
            label: t("warehousing.storage.warehouseOption", {
              code: d.code,
              name: d.name,
              count: d.customer_count,
            }),
          })),
        },
      ]}
      emptyText={t("warehousing.storage.definitionsEmpty")}
      columns={[
        { key: "owner_code", title: t("warehousing.storage.ownerCode"), dataIndex: "owner_code" },
        { key: "username", title: t("warehousing.storage.customer"), dataIndex: "username" },
        { key: "warehouse_code", title: t("warehousing.fields.code"), dataIndex: "warehouse_code" },
        { key: "warehouse_name", title: t("warehousing.fields.warehouse"), dataIndex: "warehouse_name" },
        {
          key: "place",
          title: t("warehousing.fields.location"),
          render: (_v, s) => [s.country, s.city].filter(Boolean).join(" / "),
        },
        {
          key: "warehouse_status",
          title: t("warehousing.fields.status"),
          render: (_v, s) => (
            <Tag color={s.warehouse_status === "enabled" ? "success" : "default"}>
              {t(`warehousing.statuses.${s.warehouse_status}`)}
            </Tag>
          ),
        },
        {
          key: "created_at",
          title: t("warehousing.storage.selectedAt"),
          render: (_v, s) => formatTime(s.created_at),
        },
      ]}
    />
  );
}
