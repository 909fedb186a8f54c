import type { QueryClient } from "@tanstack/react-query";
import { vasEndpoints as e, type TInputOf } from "@wms/contracts";
import { call, quiet } from "../../api/client.ts";

/** The work orders' lists hang under this key: every write invalidates it. */
export const vasKey = ["vas"] as const;

/** After a work order is created, done or cancelled: the lists are read again. */
export function refreshVas(client: QueryClient) {
  return client.invalidateQueries({ queryKey: vasKey });
}

/**
 * Value-added work orders. Drop shippers name the provider (`provider_uuid`) on the list, create and cancel;
 * staff leave it out and name the customer when they create one. The writes are quiet: their modals show
 * the server's field errors under the fields and anything else in their alert.
 */
export const vasApi = {
  list: (query: TInputOf<typeof e.list>) => call(e.list, query),
  create: (body: TInputOf<typeof e.create>) => call(e.create, body, quiet),
  complete: (body: TInputOf<typeof e.complete>) => call(e.complete, body, quiet),
  cancel: (body: TInputOf<typeof e.cancel>) => call(e.cancel, body, quiet),
};
