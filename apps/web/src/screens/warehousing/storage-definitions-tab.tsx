import { useQuery } from "@tanstack/react-query";
import type { TStorage } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { StatusTag } from "./status-tag.tsx";
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
        textColumn("owner_code", t("warehousing.storage.ownerCode")),
        textColumn("username", t("warehousing.storage.customer")),
        textColumn("warehouse_code", t("warehousing.fields.code")),
        textColumn("warehouse_name", t("warehousing.fields.warehouse")),
        {
          key: "place",
          title: t("warehousing.fields.location"),
          render: (_v, s) => [s.country, s.city].filter(Boolean).join(" / "),
        },
        {
          key: "warehouse_status",
          title: t("warehousing.fields.status"),
          render: (_v, s) => <StatusTag status={s.warehouse_status} />,
        },
        timeColumn("created_at", t("warehousing.storage.selectedAt"), { sorter: false }),
      ]}
    />
  );
}
