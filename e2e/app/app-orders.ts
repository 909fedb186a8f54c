import { expect, type Page } from "@playwright/test";
import { apiCall, apiData } from "./app-api.ts";

/**
 * Order set-up through the drop shipper's own session: the provider it works for, the demo warehouse it
 * stores in, and orders created and submitted there, so specs start from orders without the order form.
 */

/** The provider_uuid of the demo shipper's provider (the first its home lists). */
export async function shipperProviderUuid(shipper: Page) {
  const home = await apiCall<{ providers: { provider_uuid: string }[] }>(shipper, "ds", "GET", "home");
  return home.data.providers[0]?.provider_uuid as string;
}

/** The id of the demo warehouse SZ01 in the shipper's storage definition with `providerUuid`. */
export async function shipperWarehouseId(shipper: Page, providerUuid: string) {
  const storage = await apiCall<{ warehouse_id: string; code: string }[]>(
    shipper,
    "ds",
    "GET",
    "storage/query-storage-definition",
    undefined,
    { provider_uuid: providerUuid },
  );
  return storage.data.find((w) => w.code === "SZ01")?.warehouse_id;
}

/** The id of the demo's self-numbering channel SELF, as the provider's staff list the channels. */
export async function selfChannelId(staff: Page) {
  const channels = await apiData<{ list: { id: string; code: string }[] }>(
    staff,
    "p",
    "logistics/query-specific-element-channels",
    { page_size: "100" },
  );
  const id = channels.list.find((c) => c.code === "SELF")?.id;
  expect(id, "the demo channel SELF").toBeDefined();
  return id;
}

/**
 * One order of `sku` per entry of `quantities`, created by the shipper in SZ01 (consignee "`consignee`
 * quantity", on the logistics channel `channelId` when given) and submitted together; answers their ids and
 * codes in the same order.
 */
export async function submittedOrders(
  shipper: Page,
  o: { consignee: string; sku: string; quantities: number[]; channelId?: string },
) {
  const providerUuid = await shipperProviderUuid(shipper);
  const warehouseId = await shipperWarehouseId(shipper, providerUuid);
  const ids: string[] = [];
  const codes: string[] = [];
  for (const quantity of o.quantities) {
    const created = await apiCall<{ order_id: string; code: string }>(
      shipper,
      "ds",
      "POST",
      "order/create-order",
      {
        provider_uuid: providerUuid,
        warehouse_id: warehouseId,
        channel_id: o.channelId,
        consignee: `${o.consignee} ${quantity}`,
        country: "DE",
        address: "Hauptstr. 1",
        lines: [{ sku: o.sku, quantity }],
      },
    );
    expect(created.code, created.message).toBe(1000);
    ids.push(created.data.order_id);
    codes.push(created.data.code);
  }
  const submitted = await apiCall(shipper, "ds", "PUT", "order/batch-modify-report-provider", {
    provider_uuid: providerUuid,
    action: "submit",
    order_ids: ids,
  });
  expect(submitted.code, submitted.message).toBe(200);
  return { ids, codes };
}
