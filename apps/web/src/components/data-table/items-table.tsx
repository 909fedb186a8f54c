import { Table, type TableProps } from "antd";

/** A small table listing all of a record's items at once (no paging), as detail drawers and panels show them. */
export function ItemsTable<T extends object>(props: Omit<TableProps<T>, "size" | "pagination">) {
  return <Table<T> size="small" pagination={false} {...props} />;
}
