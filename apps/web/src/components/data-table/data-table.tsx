import { ReloadOutlined, SearchOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { textCaps } from "@wms/contracts";
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Input,
  Select,
  Space,
  Table,
  type TableProps,
  Tooltip,
} from "antd";
import type { ColumnsType, SorterResult } from "antd/es/table/interface";
import dayjs from "dayjs";
import { type Key, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { phoneQuery, useMediaQuery } from "../use-media-query.ts";
import "./data-table.css";
import { unseenTitle } from "./columns.tsx";
import { leaveEmptyRangeOnTab } from "./range-tab.ts";
import { type TListParams, useListParams } from "./use-list-params.ts";

/** A page as list calls answer it; `total_capped`: a big list counted up to a limit, at least `total` match. */
export type TPageResult<T> = {
  list: T[];
  total: number;
  total_capped?: boolean;
  page_size: number;
  cur_page: number;
};

export type TFilter =
  | {
      kind: "select";
      name: string;
      label: string;
      options: { value: string; label: string }[];
      width?: number;
    }
  | { kind: "text"; name: string; label: string; width?: number }
  /** A date range kept as `${name}_from` / `${name}_to` in seconds (spec: timestamps are seconds). */
  | { kind: "dateRange"; name: string; label: string };

/** A select filter over a fixed list of values, each labelled by `labelOf` (usually an i18n lookup). */
export function valuesFilter<V extends string>(
  filter: { name: string; label: string; width?: number },
  values: readonly V[],
  labelOf: (value: V) => string,
): TFilter {
  return { kind: "select", ...filter, options: values.map((value) => ({ value, label: labelOf(value) })) };
}

export type TDataTableProps<T> = {
  /** Query key prefix; the list params are appended. Invalidate it after a change. */
  queryKey: readonly unknown[];
  fetchPage: (params: TListParams) => Promise<TPageResult<T>>;
  columns: ColumnsType<T>;
  rowKey: keyof T & string;
  title?: ReactNode;
  /** The name of the free-text search parameter, or false for none. */
  search?: { name: string; placeholder: string } | false;
  filters?: TFilter[];
  /** Buttons on the right of the toolbar; they receive the selected rows. */
  actions?: (selected: T[], clear: () => void) => ReactNode;
  selectable?: boolean;
  /** With `selectable`: which rows may be selected (the others show a disabled box); default all. */
  canSelect?: (row: T) => boolean;
  /** What an empty list says when nothing narrows it (a first-use text: "No orders yet. Create one…"). */
  emptyText?: string;
  /** URL parameters outside the table that narrow the list too (e.g. the status tabs' `status`). */
  narrowedBy?: string[];
  /** Under the empty text, what leads to a first row (e.g. the create button). */
  emptyAction?: ReactNode;
  onRow?: TableProps<T>["onRow"];
  expandable?: TableProps<T>["expandable"];
  testId?: string;
  /** Names of the sort parameters the list call takes (default `sort` and `order`, values asc/desc). */
  sortParams?: { by: string; order: string };
};

/**
 * The one list pattern: search, filters, server-side sorting and pagination, selection for bulk actions,
 * loading and empty states. Every list screen is built from it.
 */
export function DataTable<T extends object>(props: TDataTableProps<T>) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<T[]>([]);
  const query = useQuery({
    queryKey: [...props.queryKey, params],
    queryFn: () => props.fetchPage(params),
    placeholderData: keepPreviousData,
  });
  const clear = () => {
    setSelectedKeys([]);
    setSelectedRows([]);
  };
  const phone = useMediaQuery(phoneQuery);
  const searchName = props.search ? props.search.name : null;
  const sortBy = props.sortParams?.by ?? "sort";
  const sortOrder = props.sortParams?.order ?? "order";

  const onChange: TableProps<T>["onChange"] = (pagination, _filters, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const field = s?.order ? String(s.columnKey ?? s.field ?? "") : undefined;
    update(
      {
        cur_page: pagination.current ?? 1,
        page_size: pagination.pageSize ?? params.page_size,
        [sortBy]: field,
        [sortOrder]: field ? (s?.order === "ascend" ? "asc" : "desc") : undefined,
      },
      { keepPage: true },
    );
  };

  // A search, a filter or a tab narrows the list: an empty page then says so, not "nothing yet".
  const narrowing = [
    ...(searchName ? [searchName] : []),
    ...(props.filters ?? []).flatMap((f) =>
      f.kind === "dateRange" ? [`${f.name}_from`, `${f.name}_to`] : [f.name],
    ),
    ...(props.narrowedBy ?? []),
  ];
  const narrowed = narrowing.some((name) => params[name] !== undefined && params[name] !== "");

  const columns = props.columns.map((column) => {
    const key = String(column.key ?? ("dataIndex" in column ? column.dataIndex : ""));
    // On a phone a fixed column (the row's buttons) would cover most of the list: it scrolls with the row.
    const laidOut = phone ? { ...column, fixed: undefined } : column;
    if (!column.sorter || params[sortBy] !== key) return { ...laidOut, sortOrder: null };
    return {
      ...laidOut,
      sortOrder: params[sortOrder] === "asc" ? ("ascend" as const) : ("descend" as const),
    };
  });

  return (
    <Card title={props.title} data-testid={props.testId}>
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
        <Space wrap className="wms-list-toolbar">
          {props.search && searchName && (
            <Input.Search
              allowClear
              maxLength={textCaps.keyword}
              key={`search-${String(params[searchName] ?? "")}`}
              defaultValue={String(params[searchName] ?? "")}
              placeholder={props.search.placeholder}
              aria-label={props.search.placeholder}
              prefix={<SearchOutlined />}
              style={{ width: 260 }}
              onSearch={(value) => update({ [searchName]: value.trim() })}
            />
          )}
          {props.filters?.map((filter) => (
            <FilterControl key={filter.name} filter={filter} params={params} update={update} />
          ))}
          <Tooltip title={t("table.refresh")}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t("table.refresh")}
              onClick={() => void query.refetch()}
              loading={query.isFetching && !query.isPending}
            />
          </Tooltip>
        </Space>
        <Space wrap className="wms-list-toolbar">
          {props.actions?.(selectedRows, clear)}
        </Space>
      </Flex>
      <Table<T>
        className="wms-data-table"
        rowKey={props.rowKey}
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isPending || (query.isFetching && query.isPlaceholderData)}
        onChange={onChange}
        onRow={props.onRow}
        expandable={props.expandable && { columnTitle: unseenTitle(t("table.expand")), ...props.expandable }}
        // Fit the card: the browser's table layout gives each column between its narrowest width (a title
        // wrapped between words, a long text at 6em) and its widest, and the list scrolls sideways only when
        // even the narrowest do not fit. "max-content" laid every title and text out on one line, so a
        // list of ten columns scrolled at 1440 px and slid its columns under the fixed Actions column.
        // Middle size: 8 px cell padding at the sides instead of 16 (about 160 px on a list of ten).
        size="middle"
        tableLayout="auto"
        scroll={{ x: true }}
        rowSelection={
          props.selectable
            ? {
                selectedRowKeys: selectedKeys,
                onChange: (keys, rows) => {
                  setSelectedKeys(keys);
                  setSelectedRows(rows);
                },
                getCheckboxProps: props.canSelect
                  ? (row) => ({ disabled: !props.canSelect?.(row) })
                  : undefined,
              }
            : undefined
        }
        locale={{
          emptyText: query.isError ? (
            <Empty description={t("table.loadFailed")}>
              <Button onClick={() => void query.refetch()}>{t("table.retry")}</Button>
            </Empty>
          ) : (
            <EmptyList narrowed={narrowed} text={props.emptyText} action={props.emptyAction} />
          ),
        }}
        pagination={{
          current: params.cur_page,
          pageSize: params.page_size,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) =>
            query.data?.total_capped ? t("table.totalAtLeast", { total }) : t("table.total", { total }),
        }}
      />
    </Card>
  );
}

function EmptyList(props: { narrowed: boolean; text?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  if (props.narrowed) return <Empty description={t("table.noMatch")} />;
  return <Empty description={props.text ?? t("common.noData")}>{props.action}</Empty>;
}

function FilterControl({
  filter,
  params,
  update,
}: {
  filter: TFilter;
  params: TListParams;
  update: (patch: Record<string, string | number | undefined | null>) => void;
}) {
  /** What the select and text boxes share: clearable, labelled by the filter's label, 160px unless given. */
  const boxProps = (box: { label: string; width?: number }) => ({
    allowClear: true,
    maxLength: textCaps.keyword,
    placeholder: box.label,
    "aria-label": box.label,
    style: { width: box.width ?? 160 },
  });
  if (filter.kind === "select")
    return (
      <Select
        {...boxProps(filter)}
        value={params[filter.name] === undefined ? undefined : String(params[filter.name])}
        options={filter.options}
        onChange={(value: string | undefined) => update({ [filter.name]: value })}
      />
    );
  if (filter.kind === "text")
    return (
      <Input
        {...boxProps(filter)}
        defaultValue={String(params[filter.name] ?? "")}
        onPressEnter={(e) => update({ [filter.name]: e.currentTarget.value.trim() })}
        onBlur={(e) => update({ [filter.name]: e.currentTarget.value.trim() })}
      />
    );
  const from = params[`${filter.name}_from`];
  const to = params[`${filter.name}_to`];
  return (
    <span onKeyDownCapture={leaveEmptyRangeOnTab}>
      <DatePicker.RangePicker
        aria-label={filter.label}
        value={from && to ? [dayjs.unix(Number(from)), dayjs.unix(Number(to))] : null}
        onChange={(range) =>
          update({
            [`${filter.name}_from`]: range?.[0] ? range[0].startOf("day").unix() : undefined,
            [`${filter.name}_to`]: range?.[1] ? range[1].endOf("day").unix() : undefined,
          })
        }
      />
    </span>
  );
}
