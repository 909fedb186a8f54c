import type { TCreateCustomerRequest, TCustomer, TSignInResponse } from "@wms/contracts";
import { api } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

export const customersKey = ["customers"] as const;

export type TBalanceEntry = {
  id: number;
  kind: "topup" | "adjustment";
  amount: string;
  balance_after: string;
  reason: string;
  operator_name: string;
  created_at: number;
};

export const customersApi = {
  list: (params: TListParams) => api.get<TPageResult<TCustomer>>("customer/get-customers", params),
  create: (body: Partial<TCreateCustomerRequest>) =>
    api.post<{ customer: TCustomer; initial_password: string; mail: "sent" | "failed" | "not_requested" }>(
      "customer/create-customer",
      body,
      { skipErrorMessage: true },
    ),
  update: (body: Record<string, unknown>) =>
    api.put<TCustomer>("customer/update-customer", body, { skipErrorMessage: true }),
  freeze: (customer_id: string, frozen: boolean) =>
    api.put("customer/freeze-customer", { customer_id, frozen }),
  adjust: (body: { customer_id: string; kind: string; amount: string; reason: string }) =>
    api.post("customer/adjust-balance", body, { skipErrorMessage: true }),
  balanceLog: (params: TListParams & { customer_id: string }) =>
    api.get<TPageResult<TBalanceEntry>>("customer/query-balance-log", params),
  loginAs: (customer_id: string) => api.post<TSignInResponse>("customer/customer-login", { customer_id }),
};
