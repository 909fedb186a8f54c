import type { TWarehouseStatus } from "@wms/contracts";
import type { ColumnType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { useCrudList } from "../../components/use-crud-list.tsx";
import { StatusTag } from "./status-tag.tsx";
import { warehousingKey } from "./warehousing-api.ts";

/** `useCrudList` for a warehousing settings tab: a change refreshes every warehousing list. */
export function useSettingsCrud<T>(createKey: string) {
  const { t } = useTranslation();
  return useCrudList<T>({
    queryKey: warehousingKey,
    createLabel: t(createKey),
    deleteTexts: (name) => ({
      confirm: t("warehousing.deleteConfirm", { name }),
      deleted: t("warehousing.deleted", { name }),
    }),
  });
}

/** The sortable code column of a settings table. */
export function codeColumn<T extends { code: string }>(t: TFunction): ColumnType<T> {
  return { key: "code", title: t("warehousing.fields.code"), dataIndex: "code", sorter: true };
}

/** The sortable name column of a settings table. */
export function nameColumn<T extends { name: string }>(t: TFunction): ColumnType<T> {
  return { key: "name", title: t("warehousing.fields.name"), dataIndex: "name", sorter: true };
}

/** The enabled/disabled tag column of a settings table. */
export function statusColumn<T extends { status: TWarehouseStatus }>(t: TFunction): ColumnType<T> {
  return {
    key: "status",
    title: t("warehousing.fields.status"),
    render: (_v, row) => <StatusTag status={row.status} />,
  };
}

/** The sortable creation time column of a settings table. */
export function createdColumn<T extends { created_at: number }>(t: TFunction): ColumnType<T> {
  return timeColumn("created_at", t("warehousing.fields.created"));
}
