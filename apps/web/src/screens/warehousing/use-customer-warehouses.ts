import { useQuery } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import { useEffect } from "react";
import { storageApi } from "./storage-api.ts";

/**
 * The warehouses a customer stores in (its storage selection), as the receipt, work order and return forms
 * offer them: staff name the customer (nothing is asked before one is chosen), a drop shipper the provider
 * in scope. Read while `open` (the form's modal is shown). A customer who stores in one warehouse has it
 * chosen for them in `form`'s `warehouse_id` (unless one is chosen already).
 */
export function useCustomerWarehouses(
  props: { open: boolean; staff: boolean; providerUuid?: string },
  customerId: string | undefined,
  form: FormInstance,
) {
  const { open, staff, providerUuid } = props;
  const storage = useQuery({
    queryKey: ["storage", "list", staff ? "p" : "ds", providerUuid, customerId],
    queryFn: () =>
      storageApi.list({ cur_page: 1, page_size: 200, provider_uuid: providerUuid, customer_id: customerId }),
    enabled: open && (staff ? Boolean(customerId) : Boolean(providerUuid)),
  });
  const options = (storage.data?.list ?? []).map((s) => ({
    value: s.warehouse_id,
    label: `${s.warehouse_code} ${s.warehouse_name}`,
  }));
  const only = options.length === 1 ? options[0]?.value : undefined;
  useEffect(() => {
    if (open && only && !form.getFieldValue("warehouse_id")) form.setFieldValue("warehouse_id", only);
  }, [open, only, form]);
  return { options, loading: storage.isFetching };
}
