import { ordersEndpoints, storageEndpoints, type TInputOf, type TOutboundStep } from "@wms/contracts";
import { call } from "../../api/client.ts";
import type { TListParams } from "../../components/data-table/use-list-params.ts";
import { filterOfStep } from "./remaining-steps.ts";

/** Under the orders key: a live "changed" notification of orders reads the overview again. */
export const outboundKey = ["orders", "outbound"] as const;

export const outboundApi = {
  overview: (warehouse_id?: string) => call(ordersEndpoints.outbound, { warehouse_id }),
  /** The orders of one step: the order list's call with the step's filter (the URL's `step` stays here). */
  orders: (step: TOutboundStep, { step: _step, ...params }: TListParams) =>
    call(ordersEndpoints.list, { ...params, ...filterOfStep(step) } as TInputOf<typeof ordersEndpoints.list>),
  warehouses: () => call(storageEndpoints.definitions, {}),
};
