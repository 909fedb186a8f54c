import { expect, type Page } from "@playwright/test";
import { apiCall, apiData } from "./app-api.ts";
import { demo, pageInLanguage, test } from "./app-fixtures.ts";
import { shipOnFloor } from "./app-floor.ts";
import { scan } from "./app-keyboard.ts";
import { selfChannelId, shipperProviderUuid, submittedOrders } from "./app-orders.ts";
import { chooseOption } from "./app-select.ts";

/**
 * Returns (issue 43, docs/returns.md), in both languages: the merchant raises an RMA from a shipped order and
 * prints its slip; the operator scans the slip's code at the returns bench, receives the parcel and inspects
 * its three units (back on the shelf, damaged with a photo, disposed of); the stock and the stock log show
 * exactly those changes on both sides; the merchant gets the mail and the webhook; a parcel that matches
 * nothing is recorded and later given to the merchant.
 */

const texts = {
  en_us: {
    reason: "Size or fit",
    receive: /^Receive$/,
    inspectNow: "Inspect now",
    quarantine: "Quarantine",
    dispose: "Dispose",
    record: "Record inspection",
    finish: "Finish inspection…",
    inspected: "Inspected",
    received: "Received",
    inspectedMail: (code: string) => `Return ${code} inspected`,
    assign: "Assign…",
  },
  zh_cn: {
    reason: "尺码不合适",
    // antd spaces out a two-character Chinese button label ("签 收").
    receive: /^签\s?收$/,
    inspectNow: "立即质检",
    quarantine: "隔离",
    dispose: "销毁",
    record: "登记质检",
    finish: "完成质检…",
    inspected: "已质检",
    received: "已签收",
    inspectedMail: (code: string) => `退货单 ${code} 已质检`,
    assign: "分配…",
  },
} as const;

/** The demo's aluminium stand: 0.150 kg a unit, stocked at B-01-02 (the demo channel has no packaging). */
const sku = "PS-ALU-01";
/** A 1 x 1 PNG: the damage's photo. */
const photo = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

type TStock = { total: number; available: number; defective: number };
type TLog = { reason: string; delta: number; location_code: string };

async function stockOf(page: Page, area: "p" | "ds", tenant: Record<string, string>): Promise<TStock> {
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
  return { total: row?.total ?? 0, available: row?.available ?? 0, defective: row?.defective ?? 0 };
}

async function logOf(page: Page, area: "p" | "ds", tenant: Record<string, string>, code: string) {
  const log = await apiData<{ list: TLog[] }>(page, area, "inventory/query-stock-log", {
    ...tenant,
    document_code: code,
  });
  return log.list.map((r) => `${r.reason} ${r.delta} ${r.location_code}`).sort();
}

/** Attaches the damage's photo to the inspection form and waits for its thumbnail. */
async function attachPhoto(page: Page) {
  const form = page.getByTestId("return-inspect");
  await form
    .locator("input[type=file]")
    .setInputFiles({ name: "dent.png", mimeType: "image/png", buffer: photo });
  await expect(form.getByTestId("return-photo")).toHaveCount(1);
}

for (const [shipperLanguage, staffLanguage] of [
  ["en_us", "zh_cn"],
  ["zh_cn", "en_us"],
] as const) {
  test(`a return from a shipped order: slip, scan, three units inspected, merchant told (${shipperLanguage} / ${staffLanguage})`, async ({
    newContext,
    pageAs,
  }) => {
    test.setTimeout(240_000);
    const shipper = await pageInLanguage(newContext, demo.shipper, shipperLanguage);
    const operator = await pageInLanguage(newContext, demo.operator, staffLanguage);
    const s = texts[shipperLanguage];
    const o = texts[staffLanguage];
    const providerUuid = await shipperProviderUuid(shipper);
    const tenant = { provider_uuid: providerUuid };
    const stamp = Date.now();

    // Set-up: three stands shipped to a buyer through the floor, and a webhook for inspected returns.
    const consignee = `Returns ${stamp}`;
    const floor = await pageAs(demo.provider);
    const channelId = await selfChannelId(floor);
    const { ids, codes } = await submittedOrders(shipper, { consignee, sku, quantities: [3], channelId });
    const order = { id: ids[0] ?? "", code: codes[0] ?? "" };
    await shipOnFloor(floor, { ...order, sku, kg: "0.450", units: 3 });
    const hook = await apiCall(shipper, "ds", "POST", "webhook/create-webhook", {
      ...tenant,
      name: `Returns ${stamp}`,
      url: "https://hooks.example.com/returns",
      event_type: "return.inspected",
    });
    expect(hook.code, hook.message).toBe(1000);
    const before = {
      staff: await stockOf(operator, "p", {}),
      merchant: await stockOf(shipper, "ds", tenant),
    };

    // The merchant raises the RMA from the order: all three units, too small.
    await shipper.goto("/ds/returns");
    await shipper.getByTestId("return-create").click();
    const form = shipper.getByTestId("return-create-modal");
    const orderField = form
      .locator(".ant-form-item")
      .filter({ has: shipper.locator("#return-create_order_id") });
    await orderField.locator(".ant-select").click();
    await shipper.keyboard.type(order.code);
    await chooseOption(shipper, orderField, order.code);
    const line = form.getByTestId("return-order-line");
    await expect(line).toContainText(sku);
    await line.locator("input.ant-input-number-input").fill("3");
    await chooseOption(shipper, line.locator(".ant-form-item").nth(2), s.reason);
    await shipper.getByTestId("return-create-ok").click();
    const print = shipper.getByTestId("return-created-print");
    await expect(print).toBeVisible();
    const title = shipper.locator(".ant-modal-title", { hasText: /RM\d{12}/ });
    const code = ((await title.innerText()).match(/RM\d{12}/) ?? [""])[0];
    expect(code).toMatch(/^RM\d{12}$/);
    // The slip: a PDF, opened for printing.
    const slip = shipper.waitForResponse((r) => r.url().includes("returns/print-return-slip"));
    await print.click();
    const answer = await slip;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/pdf");

    // The operator scans the slip's barcode at the bench and receives the parcel.
    await operator.goto("/p/returns?tab=receive");
    await operator.getByTestId("return-bench-scan").click();
    await scan(operator, code);
    const match = operator.getByTestId("return-match");
    await expect(match).toContainText(code);
    await expect(match).toContainText(order.code);
    await match.getByRole("button", { name: o.receive }).click();
    await match.getByRole("button", { name: o.inspectNow }).click();

    // Three units: back on the shelf (the suggested bin), damaged with a photo, disposed of.
    const inspect = operator.getByTestId("return-inspect");
    const unit = async (disposition: string | null, extra?: () => Promise<void>) => {
      await inspect.getByTestId("return-inspect-sku").fill(sku);
      if (disposition) await inspect.getByText(disposition, { exact: true }).click();
      await extra?.();
      await inspect.getByTestId("return-inspect-ok").click();
    };
    await unit(null);
    const units = operator.getByTestId("return-units");
    await expect(units.locator("tr.ant-table-row")).toHaveCount(1);
    await unit(o.quarantine, () => attachPhoto(operator));
    await expect(units.locator("tr.ant-table-row")).toHaveCount(2);
    await unit(o.dispose, () => inspect.locator("textarea").fill("Scratched, not fit for resale"));
    await expect(units.locator("tr.ant-table-row")).toHaveCount(3);
    await expect(units).toContainText("DEF-01");
    const drawer = operator.getByTestId("return-detail");
    await operator.getByRole("button", { name: o.finish }).click();
    await operator.getByTestId("return-finish-ok").click();
    await expect(drawer.getByTestId("return-status")).toHaveText(o.inspected);

    // The stock: one unit more on the shelf, one more defective, the same on both sides; the stock log has
    // exactly the two changes, the RMA their document.
    const after = { staff: await stockOf(operator, "p", {}), merchant: await stockOf(shipper, "ds", tenant) };
    for (const side of ["staff", "merchant"] as const) {
      expect(after[side].total - before[side].total, side).toBe(2);
      expect(after[side].available - before[side].available, side).toBe(1);
      expect(after[side].defective - before[side].defective, side).toBe(1);
    }
    const staffLog = await logOf(operator, "p", {}, code);
    expect(staffLog).toHaveLength(2);
    expect(staffLog).toContain("return_quarantine 1 DEF-01");
    expect(staffLog.some((l) => l.startsWith("return_restock 1 "))).toBe(true);
    expect(await logOf(shipper, "ds", tenant, code)).toEqual(staffLog);

    // The merchant: the RMA inspected in its list, the mail in its language, the webhook in its log.
    await shipper.goto(`/ds/returns?keyword=${code}`);
    const mine = shipper.getByTestId("returns-list").locator("tr.ant-table-row", { hasText: code });
    await expect(mine.getByTestId("return-status")).toHaveText(s.inspected);
    const mail = await apiData<{ list: { subject: string }[] }>(shipper, "ds", "mail/query-mail", {});
    expect(mail.list.map((m) => m.subject)).toContain(s.inspectedMail(code));
    await expect
      .poll(
        async () =>
          (
            await apiData<{ list: { arguments: string }[] }>(shipper, "ds", "webhook/query-log", {
              ...tenant,
              event_type: "return.inspected",
              keyword: code,
            })
          ).list.length,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);

    // A parcel nobody announced: recorded at the bench, then given to the merchant.
    const unknown = `LP${stamp}`;
    await operator.goto("/p/returns?tab=receive");
    await operator.getByTestId("return-bench-scan").click();
    await scan(operator, unknown);
    const parcel = operator.getByTestId("unidentified-form");
    await parcel.locator("#unidentified-record_markings").fill(`From ${consignee}`);
    const warehouse = parcel
      .locator(".ant-form-item")
      .filter({ has: operator.locator("#unidentified-record_warehouse_id") });
    if ((await warehouse.locator(".ant-select-selection-item").count()) === 0)
      await chooseOption(operator, warehouse, "SZ01");
    await parcel.getByTestId("unidentified-record").click();
    await expect(operator.getByTestId("return-bench-recorded")).toBeVisible();
    await operator.goto(`/p/returns?tab=unidentified`);
    const waiting = operator
      .getByTestId("unidentified-list")
      .locator("tr.ant-table-row", { hasText: unknown });
    await waiting.getByRole("button", { name: o.assign }).click();
    const assign = operator.getByTestId("unidentified-assign-modal");
    await chooseOption(
      operator,
      assign.locator(".ant-form-item").filter({ has: operator.locator("#unidentified-assign_customer_id") }),
      "demo_shipper",
    );
    await assign.locator(".ant-modal-footer .ant-btn-primary").click();
    await expect(assign).toBeHidden();
    await shipper.goto(`/ds/returns?keyword=${unknown}`);
    const given = shipper.getByTestId("returns-list").locator("tr.ant-table-row", { hasText: unknown });
    await expect(given.getByTestId("return-status")).toHaveText(s.received);
  });
}
