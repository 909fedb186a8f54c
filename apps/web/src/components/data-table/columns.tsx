import { Button } from "antd";
import type { ColumnType } from "antd/es/table/interface";

/** What a field column may add to its key, title and field: sorting, alignment, width, ellipsis, a render. */
export type TFieldColumnOptions<T> = Omit<ColumnType<T>, "key" | "title" | "dataIndex">;

/**
 * A column showing one field of the row; the field name is also the column's key (and so its sort key
 * when `sorter` is set).
 */
export function textColumn<T>(
  field: NoInfer<keyof T & string>,
  title: string,
  options: TFieldColumnOptions<T> = {},
): ColumnType<T> {
  return { key: field, title, dataIndex: field, ...options };
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
    render: (_v, row) => (
      <Button type="link" size="small" onClick={() => open(row)}>
        {row.code}
      </Button>
    ),
  };
}

/**
 * The title of a column that shows no words of its own (a picture, the expand button): heard by screen
 * readers, not shown, so the header cell is never empty.
 */
export function unseenTitle(text: string) {
  return <span className="wms-visually-hidden">{text}</span>;
}
