import type { ColumnType } from "antd/es/table/interface";
import { formatMoney } from "../format.ts";
import { oneLineCell } from "./cell-kinds.ts";

/**
 * A right-aligned column showing an amount of the row as money, on one line (never the currency above its
 * number); `sorter` makes it server-sortable, `currencyOf` names the row's currency (USD unless given).
 */
export function moneyColumn<T>(
  key: string,
  title: string,
  amountOf: (row: T) => number | string | null | undefined,
  options: { sorter?: boolean; currencyOf?: (row: T) => string } = {},
): ColumnType<T> {
  return {
    key,
    title,
    ...(options.sorter ? { sorter: true } : {}),
    align: "right",
    className: oneLineCell,
    render: (_v, row) => formatMoney(amountOf(row), options.currencyOf?.(row)),
  };
}
