import { storageEndpoints, type TInputOf } from "@wms/contracts";
import { call, caller } from "../../api/client.ts";

/** Invalidate after a selection changes: definitions, storage lists and related products all depend on it. */
export const storageKey = ["storage"] as const;

export const storageApi = {
  /** Warehouses the customer may choose (drop shipper) or the provider's warehouses with usage counts. */
  definitions: (provider_uuid?: string) => call(storageEndpoints.definitions, { provider_uuid }),
  list: caller(storageEndpoints.list),
  /** Replaces the whole selection for one provider (at least one warehouse). */
  save: (body: TInputOf<typeof storageEndpoints.save>) =>
    call(storageEndpoints.save, body, { skipErrorMessage: true }),
  relatedProducts: caller(storageEndpoints.relatedProducts),
};
