import { Button, Typography } from "antd";
import type { ColumnType } from "antd/es/table/interface";
import type { ReactNode } from "react";
import { oneLineCell } from "./cell-kinds.ts";

/** What a field column may add to its key, title and field: sorting, alignment, width, ellipsis, a render. */
export type TFieldColumnOptions<T> = Omit<ColumnType<T>, "key" | "title" | "dataIndex">;

/*
 * Column kinds. A list (data-table.tsx) lays its columns out to fit its card (about 1,100 px at a 1440 px
 * window with the side menu open) and scrolls sideways only when their narrowest widths do not fit:
 * - codes, times, amounts and the row's buttons stay on one line at their own width (`oneLineCell`);
 * - counts are right-aligned and as narrow as their title, which wraps between words (`numberColumn`);
 * - long texts (names, consignees, addresses) are cut with an ellipsis (`longTextColumn`, `CellText`):
 *   `longTextWidth` wide when the table has the room, narrower (down to 6em) when it has not;
 * - the fixed Actions column is as wide as its buttons (`actionsColumn`).
 */

/** How wide a long text's column is when the table has the room (px, the cell's padding included). */
export const longTextWidth = 200;

/**
 * A long text (a name, a consignee, an address) on one line, cut with an ellipsis at its column's
 * width; the whole text is its title (shown on hover) and stays in the cell for screen readers. It asks
 * no width of the table (CSS containment), so a long name never widens the table: the column's width
 * decides. `children` shows the text another way (a link). Plain CSS: Typography's measured ellipsis
 * re-measured in a loop inside a table with a fixed column.
 */
export function CellText(props: { text: string | null | undefined; strong?: boolean; children?: ReactNode }) {
  const text = props.text || "—";
  return (
    <span className="wms-cell-text" title={props.text || undefined} data-strong={props.strong || undefined}>
      {props.children ?? text}
    </span>
  );
}

/**
 * A column showing one field of the row; the field name is also the column's key (and so its sort key
 * when `sorter` is set). `ellipsis: true` cuts a long text at the column's width (see `CellText`).
 */
export function textColumn<T>(
  field: NoInfer<keyof T & string>,
  title: string,
  options: TFieldColumnOptions<T> = {},
): ColumnType<T> {
  if (options.ellipsis) {
    const { ellipsis: _, ...rest } = options;
    return longTextColumn<T>(field, title, (row) => textOf((row as Record<string, unknown>)[field]), rest);
  }
  return { key: field, title, dataIndex: field, ...options };
}

function textOf(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

/**
 * A long text of the row (a name, a consignee, an address) on one line, cut with an ellipsis when the
 * table has no room for all of it, the whole text in its title; `longTextWidth` wide unless `width`.
 */
export function longTextColumn<T>(
  key: string,
  title: string,
  text: (row: T) => string | null | undefined,
  options: TFieldColumnOptions<T> & { strong?: boolean } = {},
): ColumnType<T> {
  const { strong, ...rest } = options;
  return {
    key,
    title,
    width: longTextWidth,
    render: (_v, row) => <CellText text={text(row)} strong={strong} />,
    ...rest,
  };
}

/**
 * Two texts of the row in one column, the second under the first in the secondary colour (a country under
 * its consignee, a channel under its warehouse), each cut with an ellipsis like `longTextColumn`: a list
 * of many columns fits its window with fewer, taller rows.
 */
export function twoLineColumn<T>(
  key: string,
  title: string,
  first: (row: T) => string | null | undefined,
  second: (row: T) => string | null | undefined,
  options: TFieldColumnOptions<T> = {},
): ColumnType<T> {
  return longTextColumn(key, title, first, {
    render: (_v, row) => (
      <>
        <CellText text={first(row)} />
        <Typography.Text type="secondary">
          <CellText text={second(row)} />
        </Typography.Text>
      </>
    ),
    ...options,
  });
}

/** A right-aligned field column, for counts and quantities. */
export function numberColumn<T>(
  field: NoInfer<keyof T & string>,
  title: string,
  options: TFieldColumnOptions<T> = {},
): ColumnType<T> {
  return textColumn(field, title, { align: "right", ...options });
}

/** The row's code as a link that opens the row (its detail drawer); server-sortable. */
export function codeLinkColumn<T extends { code: string }>(
  title: string,
  open: (row: T) => void,
): ColumnType<T> {
  return {
    key: "code",
    title,
    sorter: true,
    className: oneLineCell,
    render: (_v, row) => (
      <Button type="link" size="small" className="wms-cell-link" onClick={() => open(row)}>
        {row.code}
      </Button>
    ),
  };
}

/**
 * The row's buttons, fixed at the right edge of a list that scrolls sideways: as wide as its buttons
 * (on one line), never wider, so it covers no other column when the list fits its window.
 */
export function actionsColumn<T>(title: string, render: (row: T) => ReactNode): ColumnType<T> {
  return {
    key: "actions",
    title,
    fixed: "right",
    width: 1,
    className: oneLineCell,
    render: (_v, row) => render(row),
  };
}

/**
 * The title of a column that shows no words of its own (a picture, the expand button): heard by screen
 * readers, not shown, so the header cell is never empty.
 */
export function unseenTitle(text: string) {
  return <span className="wms-visually-hidden">{text}</span>;
}
