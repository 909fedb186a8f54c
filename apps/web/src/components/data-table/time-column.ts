import type { ColumnType } from "antd/es/table/interface";
import { formatTime } from "../format.ts";

/** A server-sortable column showing one of the row's timestamps (seconds) as local date and time. */
export function timeColumn<K extends string, T extends { [key in K]: number | null }>(
  key: K,
  title: string,
): ColumnType<T> {
  return { key, title, sorter: true, render: (_v, row) => formatTime(row[key]) };
}
