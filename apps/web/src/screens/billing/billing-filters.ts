import { useQuery } from "@tanstack/react-query";
import { feeGroups, feeKinds } from "@wms/contracts";
import type { TFunction } from "i18next";
import { type TFilter, valuesFilter } from "../../components/data-table/data-table.tsx";
import { productsApi } from "../products/products-api.ts";

/**
 * The provider's customers as a list filter (`customer_id`), as the order list has it (the same query as
 * the customer picker of the rate cards); none when `enabled` is false (a drop shipper sees its own work).
 */
export function useCustomerFilter(label: string, enabled = true): TFilter[] {
  const customers = useQuery({
    queryKey: ["customers", "owner-picker", ""],
    queryFn: () => productsApi.customers(""),
    enabled,
  });
  if (!enabled) return [];
  const options = (customers.data?.list ?? []).map((c) => ({
    value: c.id,
    label: `${c.owner_code} · ${c.username}`,
  }));
  return [{ kind: "select", name: "customer_id", label, width: 200, options }];
}

/** The fee kind filter (`kind`), each kind by its name on the rate cards. */
export const kindFilter = (t: TFunction) =>
  valuesFilter({ name: "kind", label: t("billing.editor.kind"), width: 200 }, feeKinds, (kind) =>
    t(`billing.kinds.${kind}`),
  );

/** The fee group filter (`group`). */
export const groupFilter = (t: TFunction) =>
  valuesFilter({ name: "group", label: t("billing.work.group"), width: 170 }, feeGroups, (group) =>
    t(`billing.groups.${group}`),
  );
