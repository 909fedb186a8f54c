import { expect as baseExpect, type Page } from "@playwright/test";
import type { TCountFigures, TCountPlan, TCountTask } from "@wms/contracts";
import { apiCall, apiData } from "./app-api.ts";
import { demo, pageInLanguage, test } from "./app-fixtures.ts";
import { pickAlone } from "./app-floor.ts";
import { countPointerPresses, expectNoPointer, scan } from "./app-keyboard.ts";
import { selfChannelId, shipperProviderUuid, shipperWarehouseId, submittedOrders } from "./app-orders.ts";
import { chooseOption } from "./app-select.ts";
import { expandRow } from "./app-table.ts";

/**
 * Cycle counts (issue 44, docs/counts.md), in both language pairs. Set up through the API: a zone of three
 * pick locations in SZ01 (the plan counts only those), two new SKUs of the demo shipper stocked at the first
 * two (10 and 6 units), an order confirmed holding 8 of the first location's 10, and an order of 2 from the
 * second. The provider plans a count of the zone on the Plans tab; the operator counts it by scan at phone
 * width with the keyboard alone: the first location 3 units short, the second while a wave picks the order
 * from it (a pick during the count is no variance: it ends accurate), the third empty. The shortage goes to
 * a recount, which the provider (another user) counts by scan; it lands in Review and the provider approves
 * it with a reason: the order holding what was not found becomes an exception (count_short), the stock and
 * both stock logs show the loss with the plan's code, and the dashboard's counts card the figures.
 */
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = {
  en_us: {
    zone: "Zone",
    scopeHeader: "What is counted",
    created: (code: string) => `Count plan ${code} created: 3 locations to count`,
    recount: (l: string) => `${l} counted: another operator will count it again.`,
    accurate: (l: string) => `${l} counted, no variance.`,
    review: (l: string) => `${l} counted: waiting for review.`,
    emptyOk: "Record as empty",
    round: "Round 2: count it again, as if for the first time.",
    reason: "Cycle count: three units of the carton missing",
    approved: "1 location approved",
    exception: "1 order held more than the count found: it is now an exception",
    closed: "Closed",
    countLoss: "Count: found less",
    document: "Document code",
    accuracyOf: (accurate: number, counted: number, days: number) =>
      `${accurate} of ${counted} locations counted in the last ${days} days had no variance`,
  },
  zh_cn: {
    zone: "库区",
    scopeHeader: "盘点范围",
    created: (code: string) => `盘点计划 ${code} 已创建：共 3 个库位待盘点`,
    recount: (l: string) => `${l} 已盘点：将由另一名操作员复盘。`,
    accurate: (l: string) => `${l} 已盘点，无差异。`,
    review: (l: string) => `${l} 已盘点：等待审核。`,
    emptyOk: "记录为空库位",
    round: "第 2 轮：请重新完整盘点。",
    reason: "循环盘点：整箱少了三件",
    approved: "已审核 1 个库位",
    exception: "1 个订单占用数量超过实盘数，已转为异常",
    closed: "已完成",
    countLoss: "盘点盘亏",
    document: "单据编号",
    accuracyOf: (accurate: number, counted: number, days: number) =>
      `近 ${days} 天盘点的 ${counted} 个库位中 ${accurate} 个无差异`,
  },
} as const;

type TStock = { total: number; available: number };
type TLogRow = { reason: string; delta: number; location_code: string; sku: string; note: string };

/** The SKU's total and available, as the staff (no tenant) or the drop shipper (its provider) read them. */
async function stockOf(page: Page, area: "p" | "ds", tenant: Record<string, string>, sku: string) {
  const rows = await apiData<{ list: (TStock & { sku: string })[] }>(
    page,
    area,
    "inventory/query-inventory",
    {
      ...tenant,
      keyword: sku,
    },
  );
  const row = rows.list.find((r) => r.sku === sku);
  return { total: row?.total ?? 0, available: row?.available ?? 0 };
}

/** The stock-log rows whose document is `code`, on one side. */
async function logOf(page: Page, area: "p" | "ds", tenant: Record<string, string>, code: string) {
  const log = await apiData<{ list: TLogRow[] }>(page, area, "inventory/query-stock-log", {
    ...tenant,
    document_code: code,
  });
  return log.list.map((r) => `${r.reason} ${r.sku} ${r.location_code} ${r.delta} ${r.note}`);
}

const figuresOf = (page: Page) =>
  apiData<TCountFigures>(page, "p", "counts/query-count-figures", { days: "90" });

/** This UTC month's count adjustments (zero when none yet). */
function thisMonth(figures: TCountFigures) {
  const month = new Date().toISOString().slice(0, 7);
  const row = figures.by_month.find((m) => m.month === month);
  return { units_lost: row?.units_lost ?? 0, net_value: Number(row?.net_value ?? 0) };
}

/** A zone of SZ01 with three enabled pick locations, made for this run; answers their ids by code. */
async function zoneOfThree(provider: Page, warehouseId: string, zoneCode: string) {
  const zone = await apiCall<{ id: string }>(provider, "p", "POST", "warehouse/create-partition", {
    warehouse_id: warehouseId,
    code: zoneCode,
    name: `Cycle count ${zoneCode}`,
  });
  expect(zone.code, zone.message).toBe(1000);
  const ids: Record<string, string> = {};
  for (const n of ["01", "02", "03"]) {
    const code = `${zoneCode}-${n}`;
    const location = await apiCall<{ id: string }>(provider, "p", "POST", "warehouse/create-location", {
      warehouse_id: warehouseId,
      partition_id: zone.data.id,
      code,
      type: "pick",
    });
    expect(location.code, location.message).toBe(1000);
    ids[code] = location.data.id;
  }
  return ids;
}

/** The shipper's new SKU at `price`, put on `locationId` by a stock adjustment of `units` (staff). */
async function stockedSku(
  shipper: Page,
  provider: Page,
  o: {
    providerUuid: string;
    warehouseId: string;
    sku: string;
    price: string;
    locationId: string;
    units: number;
  },
) {
  const product = await apiCall(shipper, "ds", "POST", "product/create-product", {
    provider_uuid: o.providerUuid,
    title: `Counted ${o.sku}`,
    product_variants: [{ sku: o.sku, name_en: `Counted ${o.sku}`, weight: "0.200", price: o.price }],
  });
  expect(product.code, product.message).toBe(1000);
  const found = await apiData<{ list: { variant_id: string; sku: string }[] }>(
    provider,
    "p",
    "inventory/lookup-variant",
    { code: o.sku },
  );
  const variantId = found.list.find((v) => v.sku === o.sku)?.variant_id;
  expect(variantId, `variant of ${o.sku}`).toBeDefined();
  const adjusted = await apiCall(provider, "p", "POST", "inventory/adjust-stock", {
    warehouse_id: o.warehouseId,
    reason: "found",
    lines: [
      {
        variant_id: variantId,
        barcode: o.sku,
        location_id: o.locationId,
        direction: "increase",
        quantity: o.units,
      },
    ],
  });
  expect(adjusted.code, adjusted.message).toBe(1000);
}

/** Scans `code` `times` times into the focused count field (one scan, one unit). */
async function scanUnits(page: Page, code: string, times: number) {
  for (let unit = 0; unit < times; unit++) await scan(page, code);
  const line = page.getByTestId("count-line").filter({ hasText: code });
  await expect(line.getByRole("spinbutton")).toHaveValue(String(times));
}

/** Scans a location of the plan in the count bench and waits until its count is open. */
async function openLocation(page: Page, location: string) {
  await expect(page.getByTestId("count-scan")).toBeFocused();
  await scan(page, location);
  await expect(page.getByTestId("count-done")).toBeVisible();
  await expect(page.getByTestId("count-bench")).toContainText(location);
  await expect(page.getByTestId("count-scan")).toBeFocused();
}

/** Scans the open location again (it is submitted) and checks what became of it. */
async function submitLocation(page: Page, location: string, outcome: string) {
  await scan(page, location);
  await expect(page.getByTestId("count-outcome")).toHaveText(outcome);
  await expect(page.getByTestId("count-done")).toBeHidden();
  await expect(page.getByTestId("count-scan")).toBeFocused();
}

for (const [staffLanguage, floorLanguage] of [
  ["en_us", "zh_cn"],
  ["zh_cn", "en_us"],
] as const) {
  test(`a zone counted by scan during a pick, a shortage recounted and approved, stock, logs and dashboard follow (${staffLanguage} / ${floorLanguage})`, async ({
    newContext,
  }) => {
    test.setTimeout(300_000);
    const p = texts[staffLanguage];
    const f = texts[floorLanguage];
    const shipper = await pageInLanguage(newContext, demo.shipper, staffLanguage);
    const provider = await pageInLanguage(newContext, demo.provider, staffLanguage);
    const operator = await pageInLanguage(newContext, demo.operator, floorLanguage);
    const providerUuid = await shipperProviderUuid(shipper);
    const tenant = { provider_uuid: providerUuid };
    const warehouseId = (await shipperWarehouseId(shipper, providerUuid)) ?? "";
    const stamp = Date.now().toString(36).slice(-6).toUpperCase();

    // Set-up: the count rules (any variance of a first count is recounted), the zone and its stock, the orders.
    const rules = await apiCall(provider, "p", "POST", "counts/save-count-settings", {
      recount_threshold: 0,
      approval_limit: "100.00",
    });
    expect(rules.code, rules.message).toBe(200);
    const zoneCode = `CZ${stamp}`;
    const [short, picked, empty] = ["01", "02", "03"].map((n) => `${zoneCode}-${n}`) as [
      string,
      string,
      string,
    ];
    const locations = await zoneOfThree(provider, warehouseId, zoneCode);
    const skuShort = `CNT-${stamp}-A`;
    const skuPicked = `CNT-${stamp}-B`;
    const common = { providerUuid, warehouseId };
    await stockedSku(shipper, provider, {
      ...common,
      sku: skuShort,
      price: "12.50",
      locationId: locations[short] ?? "",
      units: 10,
    });
    await stockedSku(shipper, provider, {
      ...common,
      sku: skuPicked,
      price: "5.00",
      locationId: locations[picked] ?? "",
      units: 6,
    });
    const channelId = await selfChannelId(provider);
    const held = await submittedOrders(shipper, {
      consignee: `Counted ${stamp}`,
      sku: skuShort,
      quantities: [8],
      channelId,
    });
    const heldOrder = { id: held.ids[0] ?? "", code: held.codes[0] ?? "" };
    const confirmed = await apiCall(provider, "p", "PUT", "order/batch-modify-report-provider", {
      action: "confirm",
      order_ids: [heldOrder.id],
    });
    expect(confirmed.code, confirmed.message).toBe(200);
    const wave = await submittedOrders(shipper, {
      consignee: `Picked ${stamp}`,
      sku: skuPicked,
      quantities: [2],
      channelId,
    });
    const before = {
      figures: await figuresOf(provider),
      staff: await stockOf(provider, "p", {}, skuShort),
      merchant: await stockOf(shipper, "ds", tenant, skuShort),
    };
    expect(before.staff).toEqual({ total: 10, available: 2 });

    // The provider plans a count of the zone: New count plan, SZ01, kind zone, the new zone.
    await provider.goto("/p/counts");
    const plans = provider.getByTestId("count-plans");
    await expect(plans.locator("thead")).toContainText(p.scopeHeader);
    await provider.getByTestId("count-plan-create").click();
    const form = provider.getByTestId("count-plan-modal");
    const item = (id: string) => form.locator(".ant-form-item").filter({ has: provider.locator(`#${id}`) });
    await chooseOption(provider, item("count-plan_warehouse_id"), "SZ01");
    const zoneKind = form.locator("label.ant-radio-button-wrapper", { hasText: p.zone });
    await zoneKind.click();
    await expect(zoneKind).toHaveClass(/ant-radio-button-wrapper-checked/);
    await chooseOption(provider, item("count-plan_zone_id"), zoneCode);
    await form.locator("#count-plan_note").fill(`E2E count ${stamp}`);
    await provider.getByTestId("count-plan-ok").click();
    await expect(form).toBeHidden();
    const found = await apiData<{ list: TCountPlan[] }>(provider, "p", "counts/query-count-plans", {
      keyword: `E2E count ${stamp}`,
    });
    expect(found.list).toHaveLength(1);
    const plan = found.list[0] as TCountPlan;
    expect(plan.code).toMatch(/^CC\d{12}$/);
    expect(plan.progress.total).toBe(3);
    await expect(provider.locator(".ant-message")).toContainText(p.created(plan.code));
    const planRow = plans.locator("tr.ant-table-row", { hasText: plan.code });
    await expect(planRow).toContainText(zoneCode);

    // The operator counts the zone at phone width with the keyboard alone (a wedge scanner's typing).
    await operator.setViewportSize({ width: 390, height: 844 });
    await countPointerPresses(operator);
    await operator.goto(`/p/counts?tab=count&plan=${plan.id}`);
    await expect(operator.getByTestId("count-next")).toContainText(short);
    // The first location: 7 of the 10 units found.
    await openLocation(operator, short);
    await scanUnits(operator, skuShort, 7);
    await submitLocation(operator, short, f.recount(short));
    // The second: its 6 units counted; meanwhile a wave picks the order's 2 from it; then it is submitted.
    await openLocation(operator, picked);
    await scanUnits(operator, skuPicked, 6);
    await pickAlone(provider, { id: wave.ids[0] ?? "" });
    const pickedOrder = await apiData<{ status: string }>(provider, "p", "order/query-specific-elements", {
      order_id: wave.ids[0] ?? "",
    });
    expect(pickedOrder.status).toBe("picked");
    await submitLocation(operator, picked, f.accurate(picked));
    // The third is empty: scanned twice, and recorded as empty (the prompt's OK has the focus).
    await openLocation(operator, empty);
    await scan(operator, empty);
    const prompt = operator.locator(".ant-modal-confirm");
    await expect(prompt.getByRole("button", { name: f.emptyOk })).toBeFocused();
    await operator.keyboard.press("Enter");
    await expect(prompt).toBeHidden();
    await expect(operator.getByTestId("count-outcome")).toHaveText(f.accurate(empty));
    await expectNoPointer(operator);

    // The provider recounts the shortage by scan (the operator who counted it first may not): 7 again.
    await provider.goto(`/p/counts?tab=count&plan=${plan.id}`);
    await expect(provider.getByTestId("count-next")).toContainText(short);
    await openLocation(provider, short);
    await expect(provider.getByTestId("count-bench")).toContainText(p.round);
    await scanUnits(provider, skuShort, 7);
    await submitLocation(provider, short, p.review(short));

    // Review: the location's line shows the ledger's 10 against the 7 counted; approved with a reason.
    await provider.goto(`/p/counts?tab=review&keyword=${short}`);
    const row = provider.getByTestId("count-review").locator("tr.ant-table-row", { hasText: short });
    await expect(row).toContainText(plan.code);
    await expect(row).toContainText("USD 37.50");
    await expandRow(row);
    const lines = provider.getByTestId("count-task-lines").locator("tr.ant-table-row");
    await expect(lines).toHaveCount(1);
    const cells = await lines.first().locator("td").allInnerTexts();
    expect(cells.map((c) => c.trim())).toEqual(
      expect.arrayContaining([skuShort, "10", "7", "-3", "USD -37.50", "—"]),
    );
    await row.locator(".ant-checkbox-input").check();
    await provider.getByTestId("count-approve").click();
    const approve = provider.getByTestId("count-approve-modal");
    await approve.locator("textarea").fill(p.reason);
    await provider.getByTestId("count-approve-ok").click();
    await expect(provider.locator(".ant-message")).toContainText(p.approved);
    const warning = provider.locator(".ant-modal-confirm");
    await expect(warning).toContainText(p.exception);
    await expect(warning).toContainText(heldOrder.code);
    await warning.locator(".ant-btn-primary").click();
    await expect(warning).toBeHidden();

    // The plan: closed, the shortage adjusted, the location picked from and the empty one accurate.
    const tasks = await apiData<{ list: TCountTask[] }>(provider, "p", "counts/query-count-tasks", {
      plan_id: plan.id,
    });
    expect(Object.fromEntries(tasks.list.map((t) => [t.location_code, t.status]))).toEqual({
      [short]: "adjusted",
      [picked]: "accurate",
      [empty]: "accurate",
    });
    await provider.goto(`/p/counts?keyword=${plan.code}`);
    await expect(
      provider
        .getByTestId("count-plans")
        .locator("tr.ant-table-row", { hasText: plan.code })
        .getByTestId("count-plan-status"),
    ).toHaveText(p.closed);

    // The order that held what was not found is an exception, its hold released: 7 on hand, 7 free.
    const exception = await apiData<{ status: string; exception_reason: string }>(
      provider,
      "p",
      "order/query-specific-elements",
      { order_id: heldOrder.id },
    );
    expect(exception).toMatchObject({ status: "exception", exception_reason: `count_short: ${plan.code}` });
    expect(await stockOf(provider, "p", {}, skuShort)).toEqual({ total: 7, available: 7 });
    expect(await stockOf(shipper, "ds", tenant, skuShort)).toEqual({
      total: before.merchant.total - 3,
      available: 7,
    });
    // The picked SKU: nothing posted by the count.
    const staffLog = await logOf(provider, "p", {}, plan.code);
    expect(staffLog).toEqual([`count_loss ${skuShort} ${short} -3 ${p.reason}`]);
    expect(await logOf(shipper, "ds", tenant, plan.code)).toEqual(staffLog);

    // The stock log screens, filtered to count losses and the plan's code: the provider's and the shipper's.
    for (const [page, path] of [
      [provider, "/p/stock-statistics?view=log&reason=count_loss"],
      [shipper, `/ds/warehousing?tab=stock&view=log&provider_uuid=${providerUuid}&reason=count_loss`],
    ] as const) {
      await page.goto(path);
      const log = page.getByTestId("stock-log-table");
      const document = log.getByRole("textbox", { name: p.document });
      await document.fill(plan.code);
      await document.press("Enter");
      await expect(page).toHaveURL(new RegExp(`document_code=${plan.code}`));
      const logRows = log.locator("tr.ant-table-row");
      await expect(logRows).toHaveCount(1);
      for (const text of [p.countLoss, plan.code, skuShort, short, "-3", p.reason])
        await expect(logRows.first()).toContainText(text);
    }

    // The dashboard's counts card: three locations more counted, two accurate; this month 3 units and
    // USD 37.50 more lost; the card shows what the server now says.
    const after = await figuresOf(provider);
    expect(after.accuracy.counted - before.figures.accuracy.counted).toBe(3);
    expect(after.accuracy.accurate - before.figures.accuracy.accurate).toBe(2);
    expect(thisMonth(after).units_lost - thisMonth(before.figures).units_lost).toBe(3);
    expect(thisMonth(after).net_value - thisMonth(before.figures).net_value).toBeCloseTo(-37.5, 2);
    await provider.goto("/p/home");
    const card = provider.getByTestId("counts-card");
    await card.scrollIntoViewIfNeeded();
    const accuracy = card.getByTestId("counts-accuracy");
    await expect(accuracy.locator("strong")).toHaveText(`${(after.accuracy.percent ?? 0).toFixed(1)} %`);
    await expect(accuracy).toContainText(p.accuracyOf(after.accuracy.accurate, after.accuracy.counted, 90));
    await expect(card.getByTestId("counts-month").locator("li").first()).toContainText(
      `USD ${thisMonth(after).net_value.toFixed(2)}`,
    );
    const owner = after.by_customer.find((c) => Number(c.net_value) < 0);
    expect(owner, "a customer with a net loss").toBeDefined();
    await expect(card.getByTestId("counts-customers")).toContainText(owner?.owner_code ?? "");
    await expect(card.getByTestId("counts-customers")).toContainText(`USD ${owner?.net_value ?? ""}`);
  });
}
