import { expect, type Page } from "@playwright/test";
import { apiCall } from "./app-api.ts";
import { shipperProviderUuid, shipperWarehouseId } from "./app-orders.ts";

/**
 * Stock set up through the API: the shipper's receipt of `sku` in SZ01, submitted, then received by the
 * provider (`qualified` and `unqualified` units at inspection) and put away as suggested. A new SKU is
 * offered an empty pick bin; once the suite's earlier specs have filled them all there is no suggestion, and
 * the goods go where an operator would put them: a storage bin. (Unqualified units go to the defect bin.)
 */
export async function receivedAndPutAway(
  shipper: Page,
  provider: Page,
  sku: string,
  units: { qualified: number; unqualified: number },
) {
  const providerUuid = await shipperProviderUuid(shipper);
  const warehouseId = await shipperWarehouseId(shipper, providerUuid);
  const receipt = await apiCall<{ receipt_id: string; lines: { line_id: string }[] }>(
    shipper,
    "ds",
    "POST",
    "receipt/create-receipt",
    {
      provider_uuid: providerUuid,
      warehouse_id: warehouseId,
      lines: [{ sku, number: units.qualified + units.unqualified }],
      boxes: [{}],
    },
  );
  expect(receipt.code, receipt.message).toBe(1000);
  const receiptId = receipt.data.receipt_id;
  const ref = { provider_uuid: providerUuid, receipt_id: receiptId };
  expect((await apiCall(shipper, "ds", "POST", "receipt/submit-receipt", ref)).code).toBe(200);
  const step = async (path: string, body: Record<string, unknown>) => {
    const res = await apiCall(provider, "p", "POST", `receipt/${path}`, { receipt_id: receiptId, ...body });
    expect(res.code, `${path}: ${res.message}`).toBe(200);
  };
  await step("start-receiving", {});
  await step("inspect-receipt", {
    lines: [
      {
        line_id: receipt.data.lines[0]?.line_id,
        qualified_quantity: units.qualified,
        unqualified_quantity: units.unqualified,
      },
    ],
  });
  const suggested = await apiCall<{
    suggestions: { line_id: string; kind: string; location_id: string | null; quantity: number }[];
    locations: { location_id: string; type: string }[];
  }>(provider, "p", "GET", "receipt/suggest-putaway", undefined, { receipt_id: receiptId });
  const storage = suggested.data.locations.find((l) => l.type === "storage")?.location_id;
  const items = suggested.data.suggestions.map((s) => ({
    line_id: s.line_id,
    kind: s.kind,
    location_id: s.location_id ?? storage,
    quantity: s.quantity,
  }));
  await step("putaway-receipt", { items });
}
