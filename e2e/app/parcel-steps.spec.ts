import { expect as baseExpect, type Page } from "@playwright/test";
import { apiCall, apiData } from "./app-api.ts";
import { shipperAndProvider, test } from "./app-fixtures.ts";
import { pickAlone } from "./app-floor.ts";
import { scan } from "./app-keyboard.ts";
import { selfChannelId, submittedOrders } from "./app-orders.ts";

/**
 * Issue 40, item 4 (the parcel's steps in the order operators work them), in both languages, through the
 * screens: a parcel is reviewed, weighed (its expected weight and tolerance shown first), labelled, bagged
 * by channel and handed over; bagging before the waybill is refused, and so is a hand-over before the bag.
 * A weighing typo asks to weigh again and only a second miss in a row sends the parcel to exceptions. A bagged
 * parcel reported as an exception and resolved comes back bagged, in its bag, and ships in it.
 * (Picking is set up through the API: the wave screens are outbound.spec's subject.)
 */
const expect = baseExpect.configure({ timeout: 20_000 });

const sku = "PS-ALU-01";
/** The demo's aluminium stand weighs 0.150 kg; the demo channel SELF has no packaging material. */
const kg = "0.150";

const words = {
  en_us: {
    lang: "en",
    expected: `${kg} kg, give or take 0.050 kg`,
    weighed: (code: string) => `${code} weighed: ${kg} kg (expected ${kg} kg)`,
    again: (code: string) => `${code} is out of tolerance: 0.500 kg, expected ${kg} kg`,
    twice: (code: string) =>
      `${code} out of tolerance twice: 0.500 kg, expected ${kg} kg. Moved to exceptions.`,
    noWaybill: (code: string) => `Order ${code} has no waybill yet`,
    onlyBagged: "Only bagged orders can be handed over",
    inBag: (code: string) => `${code} is in bag`,
    handedOver: /2 orders handed over on shipping notice DN\d+: they are shipped/,
    outOfTolerance: "Weight out of tolerance",
    resolved: "1 order handled",
  },
  zh_cn: {
    lang: "zh-CN",
    expected: `${kg} 千克，允差 ±0.050 千克`,
    weighed: (code: string) => `${code} 已称重：${kg} 千克（预期 ${kg} 千克）`,
    again: (code: string) => `${code} 超出允差：0.500 千克，预期 ${kg} 千克`,
    twice: (code: string) => `${code} 两次超出允差：0.500 千克，预期 ${kg} 千克。已转为异常。`,
    noWaybill: (code: string) => `订单 ${code} 还没有运单`,
    onlyBagged: "只有已装袋的订单可以交接",
    inBag: (code: string) => `${code} 已装入袋子`,
    handedOver: /2 个订单已随交接单 DN\d+ 交接发货/,
    outOfTolerance: "重量超出误差",
    resolved: "已处理 1 个订单",
  },
} as const;

type TWords = (typeof words)[keyof typeof words];

async function statusOf(page: Page, orderId: string) {
  return (
    await apiData<{ status: string }>(page, "p", "order/query-specific-elements", { order_id: orderId })
  ).status;
}

async function bagOf(page: Page, code: string) {
  return (
    await apiData<{ bag: { bag_number: string } | null }>(page, "p", "dropshipping/specific-element", {
      code,
    })
  ).bag;
}

/** Reviews a picked one-piece parcel at the review bench: its code, then its item. */
async function review(page: Page, code: string) {
  await page.goto("/p/p-to-review");
  await expect(page.getByTestId("review-queue")).toBeVisible();
  await expect(page.getByTestId("review-scan")).toBeFocused();
  await scan(page, code);
  await expect(page.getByTestId("review-order-code")).toHaveText(code);
  await scan(page, sku);
  await expect(page.getByTestId("review-done")).toContainText(code);
}

/** Scans a parcel at the weighing bench: its expected weight and tolerance show before the entry. */
async function scanToWeigh(page: Page, code: string, w: TWords) {
  await expect(page.getByTestId("weighing-scan")).toBeFocused();
  await scan(page, code);
  await expect(page.getByTestId("weighing-entry")).toContainText(code);
  await expect(page.getByTestId("weighing-expected")).toHaveText(w.expected);
  await expect(page.getByTestId("weighing-weight")).toBeFocused();
}

for (const language of ["en_us", "zh_cn"] as const) {
  test(`a parcel is reviewed, weighed, labelled, bagged and handed over, in that order (${language})`, async ({
    pageAs,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const w = words[language];
    const { shipper, provider } = await shipperAndProvider(pageAs);
    const consignee = `Steps ${language} ${Date.now().toString(36)}`;
    // Three one-piece parcels: A walks the steps, B is weighed wrong twice, C is bagged, reported and resolved.
    const { ids, codes } = await submittedOrders(shipper, {
      consignee,
      sku,
      quantities: [1, 1, 1],
      channelId: await selfChannelId(provider),
    });
    const [a, b, c] = ids.map((id, i) => ({ id, code: codes[i] as string }));
    if (!a || !b || !c) throw new Error("three orders expected");
    for (const order of [a, b, c]) await pickAlone(provider, order);
    await provider.context().addCookies([{ name: "language_type", value: language, url: baseURL }]);

    // 1. Review, the first bench.
    for (const order of [a, b, c]) await review(provider, order.code);
    await provider.goto("/p/p-to-review");
    await expect(provider.locator("html")).toHaveAttribute("lang", w.lang);
    for (const order of [a, b, c]) expect(await statusOf(provider, order.id)).toBe("reviewed");

    // 2. Weighing takes the reviewed parcels. A and C weigh what they should.
    await provider.goto("/p/p-batch-weighing");
    await expect(provider.getByTestId("weighing-queue")).toBeVisible();
    for (const order of [a, c]) {
      await scanToWeigh(provider, order.code, w);
      await scan(provider, kg);
      await expect(provider.getByTestId("weighing-last")).toContainText(w.weighed(order.code));
      expect(await statusOf(provider, order.id)).toBe("weighed");
    }

    // A weighing typo: B's first miss keeps it on the scale and asks to weigh it again...
    await scanToWeigh(provider, b.code, w);
    await scan(provider, "0.500");
    await expect(provider.getByTestId("weighing-again")).toBeVisible();
    await expect(provider.getByTestId("weighing-last")).toContainText(w.again(b.code));
    await expect(provider.getByTestId("weighing-entry")).toContainText(b.code);
    await expect(provider.getByTestId("weighing-weight")).toBeFocused();
    expect(await statusOf(provider, b.id)).toBe("reviewed");
    // ...and a second miss in a row moves it to exceptions.
    await scan(provider, "0.500");
    await expect(provider.getByTestId("weighing-last")).toContainText(w.twice(b.code));
    await expect(provider.getByTestId("weighing-entry")).toHaveCount(0);
    await expect(provider.getByTestId("weighing-scan")).toBeFocused();
    expect(await statusOf(provider, b.id)).toBe("exception");
    await provider.goto(`/p/p-exceptions?keyword=${b.code}`);
    await expect(provider.getByTestId("exceptions-table").locator("tbody tr.ant-table-row")).toContainText(
      w.outOfTolerance,
    );

    // 3. No bag before the waybill: a weighed parcel without its number is refused at the bagging bench.
    await provider.goto("/p/p-bagging");
    await expect(provider.getByTestId("bagging-scan")).toBeFocused();
    await scan(provider, a.code);
    await expect(provider.getByTestId("bagging-scan-error")).toContainText(w.noWaybill(a.code));
    expect(await statusOf(provider, a.id)).toBe("weighed");

    // 4. The waybills, printed from the shipping orders list. Labelled but not bagged, they cannot be
    // handed over yet: the button says why, and the server refuses it too.
    await provider.goto(
      `/p/p-list-of-shipping-orders?keyword=${encodeURIComponent(consignee)}&status=weighed`,
    );
    const table = provider.getByTestId("shipping-orders-table");
    await expect(table.locator("tbody tr.ant-table-row")).toHaveCount(2);
    await table.locator("thead .ant-checkbox-input").check();
    await provider.getByTestId("print-waybills").click();
    await expect(provider.getByTestId("waybills-pdf")).toBeVisible();
    await provider.goto(
      `/p/p-list-of-shipping-orders?keyword=${encodeURIComponent(consignee)}&status=weighed`,
    );
    await expect(table.locator("tbody tr.ant-table-row")).toHaveCount(2);
    await table.locator("thead .ant-checkbox-input").check();
    await expect(provider.getByTestId("hand-over-orders")).toBeDisabled();
    await provider.getByTestId("hand-over-orders-blocked").hover();
    await expect(provider.getByRole("tooltip")).toContainText(w.onlyBagged);
    const early = await apiCall(provider, "p", "POST", "delivery_list/hand-over-orders", {
      order_ids: [a.id],
    });
    expect(early.code, early.message).toBe(4009);
    expect(early.message).toContain(a.code);
    expect(await statusOf(provider, a.id)).toBe("weighed");

    // 5. Bagging by channel: the labelled parcels wait here and go into the open SELF bag.
    await provider.goto("/p/p-bagging");
    await expect(provider.getByTestId("bagging-queue")).toBeVisible();
    for (const order of [a, c]) {
      await expect(provider.getByTestId("bagging-scan")).toBeFocused();
      await scan(provider, order.code);
      await expect(provider.getByTestId("bagging-ok")).toContainText(w.inBag(order.code));
      expect(await statusOf(provider, order.id)).toBe("bagged");
    }
    const bagOfC = await bagOf(provider, c.code);
    expect(bagOfC?.bag_number ?? "").not.toBe("");

    // 6. A bagged parcel reported as an exception and resolved comes back bagged, still in its bag.
    const reported = await apiCall(provider, "p", "POST", "exception/report-exception", {
      order_ids: [c.id],
      reason: "address_problem",
      note: "Consignee called: the address is right",
    });
    expect(reported.code, reported.message).toBe(200);
    expect(await statusOf(provider, c.id)).toBe("exception");
    await provider.goto(`/p/p-exceptions?keyword=${c.code}`);
    const exceptions = provider.getByTestId("exceptions-table");
    const row = exceptions.locator("tbody tr.ant-table-row", { hasText: c.code });
    await expect(row).toHaveCount(1);
    await row.locator("input[type=checkbox]").check();
    await provider.getByTestId("exception-resolve").click();
    await provider.locator(".ant-modal-confirm:visible .ant-btn-primary").click();
    await expect(provider.getByText(w.resolved)).toBeVisible();
    await expect.poll(() => statusOf(provider, c.id)).toBe("bagged");
    expect((await bagOf(provider, c.code))?.bag_number).toBe(bagOfC?.bag_number);
    await provider.goto("/p/p-list-of-shipping-orders");
    await provider.getByTestId("package-lookup-open").click();
    await expect(provider.getByTestId("package-lookup-scan")).toBeFocused();
    await scan(provider, c.code);
    await expect(provider.getByTestId("package-lookup-result")).toContainText(bagOfC?.bag_number ?? "-");
    await provider.keyboard.press("Escape");

    // 7. Hand over: the bagged parcels leave from the shipping orders list; they ship.
    await provider.goto(
      `/p/p-list-of-shipping-orders?keyword=${encodeURIComponent(consignee)}&status=bagged`,
    );
    await expect(table.locator("tbody tr.ant-table-row")).toHaveCount(2);
    await table.locator("thead .ant-checkbox-input").check();
    await provider.getByTestId("hand-over-orders").click();
    await provider.locator(".ant-modal-confirm:visible .ant-btn-primary").click();
    await expect(provider.getByText(w.handedOver)).toBeVisible();
    for (const order of [a, c]) expect(await statusOf(provider, order.id)).toBe("shipped");
    expect(await statusOf(provider, b.id)).toBe("exception");

    // A's log tells its steps in their order: picked -> reviewed -> weighed -> bagged -> shipped.
    const log = await apiData<{ from_status: string | null; to_status: string | null }[]>(
      provider,
      "p",
      "audit_log/audit-log-retrieve",
      { order_id: a.id },
    );
    const moves = log.map((l) => `${l.from_status}>${l.to_status}`);
    for (const move of ["picked>reviewed", "reviewed>weighed", "weighed>bagged", "bagged>shipped"])
      expect(moves, moves.join(", ")).toContain(move);
  });
}
