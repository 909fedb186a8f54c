import type { TWarehouseStatus } from "@wms/contracts";
import type { ColumnType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import type { TSettingsList } from "./settings-lists.ts";
import { StatusTag } from "./status-tag.tsx";
import { warehousingApi, warehousingKey } from "./warehousing-api.ts";

/**
 * A settings tab's DataTable wiring, all from the list's name: test id `<name>-table`, a query key under
 * `warehousingKey` (refreshed by every save), the list call, and the `warehousing.<name>.search` / `.empty` texts.
 */
export function settingsTable<N extends TSettingsList>(t: TFunction, name: N) {
  const texts: string = `warehousing.${name}`;
  return {
    testId: `${name}-table`,
    queryKey: [...warehousingKey, name],
    fetchPage: warehousingApi[name],
    rowKey: "id",
    search: { name: "keyword", placeholder: t(`${texts}.search`) },
    emptyText: t(`${texts}.empty`),
  } as const;
}

/** The sortable code column of a settings table. */
export function codeColumn<T extends { code: string }>(t: TFunction): ColumnType<T> {
  return textColumn("code", t("warehousing.fields.code"), { sorter: true });
}

/** The sortable name column of a settings table. */
export function nameColumn<T extends { name: string }>(t: TFunction): ColumnType<T> {
  return textColumn("name", t("warehousing.fields.name"), { sorter: true });
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
