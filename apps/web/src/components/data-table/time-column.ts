import type { ColumnType } from "antd/es/table/interface";
import { formatTime } from "../format.ts";
import { oneLineCell } from "./cell-kinds.ts";

/**
 * A column showing one of the row's timestamps (seconds) as local date and time, on one line;
 * server-sortable unless `sorter` is false.
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
    className: oneLineCell,
    render: (_v, row) => formatTime(row[key]),
  };
}
