import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { apiCall, apiData, preferenceSaved, storedTheme } from "./app-api.ts";
import { demo, signIn, type TDemoUser, test } from "./app-fixtures.ts";
import { scan } from "./app-keyboard.ts";
import { shipperProviderUuid, shipperWarehouseId, submittedOrders } from "./app-orders.ts";
import { expandRow } from "./app-table.ts";

/**
 * Issue 16: axe-core finds no critical or serious violation on the screens a new user meets first, in
 * both themes: sign-in and sign-up, both dashboards, orders, inventory statistics, wave orders, the
 * outbound overview, receiving, sourcing, returns, cycle counts and replenishment. Each screen is scanned once it shows its
 * content (a list with its rows, a form).
 */
const themes = ["defaultTheme", "darkTheme"] as const;
type TTheme = (typeof themes)[number];

/**
 * The rules of the page's axe that can only ever report a moderate or minor finding (region, the landmark
 * and heading rules...): axe gives every finding of a rule that rule's own impact, so they could never fail
 * these scans and are not run (`region` alone took 1.3 s of a 3.4 s scan of the orders list). Read from the
 * axe of the first scan, which runs every rule; if axe stops exposing its rules, every scan runs them all.
 */
let minorRules: string[] | null = null;

/**
 * The rules a theme can change: the colours' (contrast, links told apart from text by colour alone).
 * Both themes draw the same markup, so the dark theme's scans of the screens the light theme's scanned
 * whole run only these (a scan of the orders list: 1.1 s instead of 2.5 s).
 */
const colourRules = ["color-contrast", "link-in-text-block"];

async function seriousViolations(page: Page) {
  const axe = new AxeBuilder({ page });
  if ((await themeOf(page)) === "darkTheme") axe.withRules(colourRules);
  else if (minorRules) axe.disableRules(minorRules);
  const { violations } = await axe.analyze();
  minorRules ??= await page.evaluate(() => {
    type TRule = { id: string; impact?: string };
    const rules = (window as { axe?: { _audit?: { rules?: TRule[] } } }).axe?._audit?.rules;
    return rules
      ? rules.filter((r) => r.impact === "moderate" || r.impact === "minor").map((r) => r.id)
      : null;
  });
  return violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => {
      const nodes = v.nodes.map(
        (n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`,
      );
      return `${v.id} (${v.impact}) ${v.help}: ${nodes.join(" | ")}`;
    });
}

async function expectAccessible(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible();
  expect(await seriousViolations(page), `${path} in ${await themeOf(page)}`).toEqual([]);
}

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/**
 * Shows `theme` through the header's switch (it is stored for the user, as a user would set it), and
 * waits until the server has it: the next page would otherwise load the old theme back (seen in CI: the
 * light run's receiving screen drawn dark, and the provider left light for the specs after it).
 */
async function useTheme(page: Page, theme: TTheme) {
  const toggle = page.getByTestId("theme-switch");
  if ((await toggle.getAttribute("data-theme")) !== theme) {
    const saved = preferenceSaved(page);
    await toggle.click();
    await saved;
  }
  await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
}

const form = (page: Page) => page.locator("form");
const rows = (testId: string) => (page: Page) => page.getByTestId(testId).locator("tbody tr.ant-table-row");

/** A submitted receipt of the demo shipper, for the provider's receiving screen. */
async function submittedReceipt(shipper: Page) {
  const providerUuid = await shipperProviderUuid(shipper);
  const created = await apiCall<{ receipt_id: string }>(shipper, "ds", "POST", "receipt/create-receipt", {
    provider_uuid: providerUuid,
    warehouse_id: await shipperWarehouseId(shipper, providerUuid),
    lines: [{ sku: "EB-100-BLK", number: 10 }],
    boxes: [{ weight: "2" }],
  });
  const submitted = await apiCall(shipper, "ds", "POST", "receipt/submit-receipt", {
    provider_uuid: providerUuid,
    receipt_id: created.data.receipt_id,
  });
  expect(submitted.code).toBe(200);
  return created.data.receipt_id;
}

/** Signs in, shows `theme`, scans `screens`, and leaves the user's stored theme as it found it. */
async function scanAs(page: Page, user: TDemoUser, theme: TTheme, screens: () => Promise<void>) {
  await signIn(page, user);
  // The user's stored theme replaces the browser's once the app has read it: switch only after that (CI:
  // a switch made before was undone by it).
  const saved = await storedTheme(page, user.area);
  if (saved) await expect(page.locator(`html[data-theme="${saved}"]`)).toHaveCount(1);
  const stored = (await page.getByTestId("theme-switch").getAttribute("data-theme")) as TTheme;
  await useTheme(page, theme);
  try {
    expect(await seriousViolations(page), `/${user.area}/home in ${theme}`).toEqual([]);
    await screens();
  } finally {
    await page.goto(`/${user.area}/home`);
    await useTheme(page, stored);
  }
}

for (const theme of themes) {
  test(`the first screens have no critical or serious axe violation (${theme})`, async ({ page, pageAs }) => {
    // About 20 s a theme on a quick day; 60 s alone and over two minutes inside the whole run on a slow one
    // (2026-11-29): the time allowed covers the slow day, the scans stay the same.
    test.setTimeout(240_000);
    await page.context().addInitScript((t) => localStorage.setItem("wms.theme", t), theme);
    for (const path of ["/p/login", "/ds/login", "/signup"]) await expectAccessible(page, path, form);
    // Issue 40: the shop sign-in's button (its ink was the link colour on the accent, 1.6:1) and the public
    // pages' brand link (named "Sign in" while it shows the brand).
    await expectAccessible(page, "/ds/erp-login", (p) => p.getByRole("link", { name: "Sign in" }));
    await expectAccessible(page, "/private-policy", (p) =>
      p.getByRole("heading", { name: "Privacy policy" }),
    );
    await expectAccessible(page, "/price-tag", (p) => p.getByRole("heading", { name: "Service price tag" }));

    // Content for the lists: a submitted receipt and order of the demo shipper.
    const shipper = await pageAs(demo.shipper);
    const receiptId = await submittedReceipt(shipper);
    await submittedOrders(shipper, { consignee: `Axe ${theme}`, sku: "EB-100-BLK", quantities: [1] });
    await scanAs(page, demo.provider, theme, async () => {
      await expectAccessible(page, "/p/order", rows("orders-list"));
      // Issue 42: the rate cards and the charges.
      await expectAccessible(page, "/p/billing", rows("rate-cards-table"));
      await expectAccessible(page, "/p/billing?tab=charges", rows("charges-table"));
      await expectAccessible(page, "/p/billing?tab=disputes&status=all", rows("disputes-table"));
      await expectAccessible(page, "/p/stock-statistics", rows("inventory-table"));
      await expectAccessible(page, "/p/p-wave-order", (p) => p.getByTestId("wave-generate"));
      await expectAccessible(page, "/p/outbound?step=ready", rows("outbound-orders"));
      await expectAccessible(page, `/p/receiving?receipt_id=${receiptId}`, (p) =>
        p.getByTestId("receipt-start"),
      );
      // Receiving under way: a count waiting for its number, then a line received over its expectation.
      await page.getByTestId("receipt-start").press("Enter");
      await expect(page.getByTestId("receipt-scan")).toBeFocused();
      await scan(page, "EB-100-BLK");
      await expect(page.getByTestId("receipt-count-prompt")).toBeVisible();
      expect(await seriousViolations(page), `receiving, a count waiting, in ${theme}`).toEqual([]);
      await scan(page, "11");
      await expect(page.getByTestId("receipt-lines")).toContainText("+1 over");
      expect(await seriousViolations(page), `receiving, a line over, in ${theme}`).toEqual([]);
      await expectAccessible(page, "/p/sourcing", rows("sourcing-list"));
      await expectAccessible(page, "/p/vas", rows("vas-list"));
      // Issue 43: the returns, the bench and the parcels nobody announced.
      await expectAccessible(page, "/p/returns", rows("returns-list"));
      await expectAccessible(page, "/p/returns?tab=receive", (p) => p.getByTestId("return-bench-scan"));
      await expectAccessible(page, "/p/returns?tab=unidentified", rows("unidentified-list"));
      // The drawer of the demo's return waiting for inspection, its inspection form open.
      const waiting = await apiData<{ list: { id: string }[] }>(page, "p", "returns/query-returns", {
        status: "received",
      });
      await expectAccessible(page, `/p/returns?return=${waiting.list[0]?.id ?? ""}`, (p) =>
        p.getByTestId("return-detail"),
      );
      await page.locator(".ant-drawer").getByRole("button", { name: "Inspect…" }).click();
      await expect(page.getByTestId("return-inspect")).toBeVisible();
      expect(await seriousViolations(page), `a return being inspected, in ${theme}`).toEqual([]);
      // Issue 44: the cycle counts' plans, the floor's count of the newest open plan (its scan field) and the
      // review, the demo's variance expanded into its lines.
      await expectAccessible(page, "/p/counts", rows("count-plans"));
      const open = await apiData<{ list: { id: string }[] }>(page, "p", "counts/query-count-plans", {
        status: "open",
      });
      await expectAccessible(page, `/p/counts?tab=count&plan=${open.list[0]?.id ?? ""}`, (p) =>
        p.getByTestId("count-scan"),
      );
      await expectAccessible(page, "/p/counts?tab=review", rows("count-review"));
      await expandRow(rows("count-review")(page).first());
      await expect(page.getByTestId("count-task-lines")).toBeVisible();
      expect(await seriousViolations(page), `a counted location's lines in review, in ${theme}`).toEqual([]);
      // Issue 44: the pick faces, the replenishment tasks and a task's scan panel (the demo's open ones).
      await expectAccessible(page, "/p/replenishment", rows("pick-faces"));
      await expectAccessible(page, "/p/replenishment?tab=tasks", rows("replenishment-tasks"));
      await page.getByTestId("replenishment-do").first().click();
      await expect(page.getByTestId("replenishment-scan-panel")).toBeVisible();
      expect(await seriousViolations(page), `a replenishment's scan panel, in ${theme}`).toEqual([]);
      // Issue 40: the settings' username field has a label; a task's progress bar a name.
      await expectAccessible(page, "/p/settings", form);
      const exported = await apiCall(page, "p", "POST", "mission/start-export", {
        kind: "products",
        filters: {},
      });
      expect(exported.code, exported.message).toBe(2000);
      await expectAccessible(page, "/p/tasks", rows("tasks-table"));
    });
    await scanAs(page, demo.shipper, theme, async () => {
      await expectAccessible(page, "/ds/order", rows("orders-list"));
      await expectAccessible(page, "/ds/sourcing", rows("sourcing-list"));
      await expectAccessible(page, "/ds/returns", rows("returns-list"));
      await expectAccessible(page, "/ds/billing?tab=charges", rows("charges-table"));
      await expectAccessible(page, "/ds/billing?tab=disputes", rows("disputes-table"));
      // Issue 41: the demo's shop, its stock figure and drift list (other tests bind shops meanwhile).
      const provider_uuid = await shipperProviderUuid(page);
      const shops = await apiData<{ list: { shop_id: string; demo: boolean }[] }>(
        page,
        "ds",
        "shop-manager/query-shops",
        { provider_uuid, page_size: "200" },
      );
      const demoShop = shops.list.find((s) => s.demo)?.shop_id ?? "";
      await expectAccessible(page, "/ds/ds-store-management", rows("store-table"));
      await expectAccessible(
        page,
        `/ds/ds-product-info?shop_id=${demoShop}&provider_uuid=${provider_uuid}&view=drift`,
        rows("shop-drift-table"),
      );
    });
  });
}
