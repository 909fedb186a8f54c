import { useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { productsApi } from "./products-api.ts";

/** Provider side: picks the customer (owner) of products, searching the customer list as one types. */
export function OwnerSelect(props: {
  /** The form item's id, so that its label names the field. */
  id?: string;
  value?: string;
  onChange?: (customerId: string | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const customers = useQuery({
    queryKey: ["customers", "owner-picker", keyword],
    queryFn: () => productsApi.customers(keyword),
  });
  return (
    <Select
      id={props.id}
      showSearch
      allowClear={props.allowClear}
      filterOption={false}
      onSearch={setKeyword}
      loading={customers.isFetching}
      value={props.value}
      onChange={(v: string | undefined) => props.onChange?.(v)}
      placeholder={props.placeholder ?? t("products.owner")}
      aria-label={props.placeholder ?? t("products.owner")}
      style={{ minWidth: 220, ...props.style }}
      data-testid={props.testId}
      options={(customers.data?.list ?? []).map((c) => ({
        value: c.id,
        label: `${c.owner_code} · ${c.username}`,
      }))}
    />
  );
}
