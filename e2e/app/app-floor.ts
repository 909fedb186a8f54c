import { expect, type Page } from "@playwright/test";
import { apiCall, apiData } from "./app-api.ts";
import { scan } from "./app-keyboard.ts";

/**
 * One order through the outbound floor in the parcel's order, as the provider's staff: confirmed, waved
 * alone and picked in full (set up through the API: the wave screens are driven by outbound.spec.ts), then
 * reviewed and weighed by scans on the floor's own screens, its waybill printed from the shipping orders
 * list, bagged by a scan into its channel's bag, and handed over on a shipping notice of its own.
 */

type TOrder = {
  id: string;
  code: string;
  sku: string;
  kg: string /** Units of the SKU (1 if absent). */;
  units?: number;
};

/** Confirms the submitted order and picks it in a wave of its own. */
export async function pickAlone(provider: Page, order: Pick<TOrder, "id">) {
  const confirmed = await apiCall(provider, "p", "PUT", "order/batch-modify-report-provider", {
    action: "confirm",
    order_ids: [order.id],
  });
  expect(confirmed.code, confirmed.message).toBe(200);
  const detail = await apiData<{ warehouse_id: string; channel_id: string }>(
    provider,
    "p",
    "order/query-specific-elements",
    { order_id: order.id },
  );
  const strategies = await apiData<{ list: { id: string; name: string; kind: string }[] }>(
    provider,
    "p",
    "warehouse/query-wave-strategies",
    { enabled: "true", page_size: "50" },
  );
  const strategy = strategies.list.find((s) => s.name === "Single-item orders") ?? strategies.list[0];
  expect(strategy, JSON.stringify(strategies.list)).toBeDefined();
  const generated = await apiCall<{ waves: { wave_id: string }[] }>(
    provider,
    "p",
    "POST",
    "wave/generate-waves",
    {
      warehouse_id: detail.warehouse_id,
      strategy_id: strategy?.id,
      order_ids: [order.id],
    },
  );
  expect(generated.code, JSON.stringify(generated)).toBe(200);
  const waveId = generated.data.waves[0]?.wave_id ?? "";
  const wave = await apiData<{ lines: { location_id: string; variant_id: string; required: number }[] }>(
    provider,
    "p",
    "wave/query-wave-detail",
    { wave_id: waveId },
  );
  const picked = await apiCall(provider, "p", "POST", "wave/confirm-picking", {
    wave_id: waveId,
    lines: wave.lines.map((l) => ({
      location_id: l.location_id,
      variant_id: l.variant_id,
      picked: l.required,
    })),
  });
  expect(picked.code, picked.message).toBe(200);
  return detail;
}

/**
 * The benches driven by scans into their focused field, as a wedge scanner does (the keyboard alone).
 */

/** Reviews a picked parcel at the review bench: its code, then its item (the keyboard alone). */
export async function reviewAtBench(page: Page, order: Pick<TOrder, "code" | "sku" | "units">) {
  await page.goto("/p/p-to-review");
  await expect(page.getByTestId("review-scan")).toBeFocused();
  await scan(page, order.code);
  await expect(page.getByTestId("review-order-code")).toHaveText(order.code);
  // One scan per unit, as the bench counts them.
  for (let unit = 0; unit < (order.units ?? 1); unit++) await scan(page, order.sku);
  await expect(page.getByTestId("review-done")).toContainText(order.code);
}

/** Weighs a reviewed parcel at the weighing bench, its expected weight shown before the entry. */
export async function weighAtBench(page: Page, order: Pick<TOrder, "code" | "kg">) {
  await page.goto("/p/p-batch-weighing");
  await expect(page.getByTestId("weighing-scan")).toBeFocused();
  await scan(page, order.code);
  await expect(page.getByTestId("weighing-entry")).toContainText(order.code);
  await expect(page.getByTestId("weighing-expected")).toHaveText(
    /^\d+\.\d{3} kg, give or take \d+\.\d{3} kg$/,
  );
  await expect(page.getByTestId("weighing-weight")).toBeFocused();
  await scan(page, order.kg);
  await expect(page.getByTestId("weighing-results")).toContainText(order.code);
  await expect(page.getByTestId("weighing-last")).toContainText(`${order.code} weighed`);
}

/** Reviews and weighs a picked one-SKU order. */
export async function reviewAndWeigh(page: Page, order: Omit<TOrder, "id">) {
  await reviewAtBench(page, order);
  await weighAtBench(page, order);
}

/** Bags a weighed parcel that has its waybill by a scan at the bagging bench (the keyboard alone). */
export async function bagByScan(page: Page, code: string) {
  await page.goto("/p/p-bagging");
  await expect(page.getByTestId("bagging-scan")).toBeFocused();
  await scan(page, code);
  await expect(page.getByTestId("bagging-ok")).toContainText(code);
}

export async function shipOnFloor(provider: Page, order: TOrder) {
  const { warehouse_id, channel_id } = await pickAlone(provider, order);
  await reviewAndWeigh(provider, order);

  // The waybill is printed from the shipping orders list: the self-issued channel numbers the parcel then.
  await provider.goto(`/p/p-list-of-shipping-orders?keyword=${order.code}&status=weighed`);
  const table = provider.getByTestId("shipping-orders-table");
  await expect(table.locator("tbody tr.ant-table-row")).toHaveCount(1);
  await table.locator("thead .ant-checkbox-input").check();
  await provider.getByTestId("print-waybills").click();
  await expect(provider.getByTestId("waybills-pdf")).toBeVisible();

  // Labelled, the parcel goes into its channel's bag; only then can it be handed over.
  await bagByScan(provider, order.code);

  const notice = await apiCall<{ notice_id: string }>(
    provider,
    "p",
    "POST",
    "delivery_list/create-delivery",
    {
      warehouse_id,
      channel_id,
      order_ids: [order.id],
    },
  );
  expect(notice.code, notice.message).toBe(1000);
  const handed = await apiCall(provider, "p", "POST", "delivery_list/confirm-delivery", {
    notice_id: notice.data.notice_id,
  });
  expect(handed.code, handed.message).toBe(200);
  const shipped = await apiData<{ status: string; tracking_number: string }>(
    provider,
    "p",
    "order/query-specific-elements",
    { order_id: order.id },
  );
  expect(shipped.status).toBe("shipped");
  return shipped.tracking_number;
}
