import type { ColumnType } from "antd/es/table/interface";
import { formatTime } from "../format.ts";

/**
 * A column showing one of the row's timestamps (seconds) as local date and time; server-sortable unless
 * `sorter` is false.
 */
export function timeColumn<K extends string, T extends { [key in K]: number | null }>(
  key: K,
  title: string,
  options: { sorter?: boolean } = {},
): ColumnType<T> {
  return {
    key,
    title,
    ...(options.sorter === false ? {} : { sorter: true }),
    render: (_v, row) => formatTime(row[key]),
  };
}
