import { expect, type Page, test } from "@playwright/test";
import { startStripeStandIn, type TStripeStandIn } from "../../apps/server/test/support/stripe-stand-in.ts";
import { siteWebhookUrl, stripeStandInPort, stripeWebhookSecret } from "./site-e2e-env.ts";
import { siteLanguages, text, uniqueEmail, useSiteLanguage } from "./site-fixtures.ts";
import { startSiteWithoutPayments, type TSiteServer } from "./site-without-payments.ts";

async function submitEmail(page: Page, lang: (typeof siteLanguages)[number], email: string, submit: string) {
  await page.getByLabel(text(lang, "checkout", "email.label")).fill(email);
  await page.getByRole("button", { name: text(lang, "checkout", submit) }).click();
}

for (const lang of siteLanguages) {
  test.describe(`checkout in ${lang}`, () => {
    test.beforeEach(async ({ context }, testInfo) => {
      await useSiteLanguage(context, testInfo, lang);
    });

    test("the free plan needs no payment and shows the licence key", async ({ page }) => {
      const email = uniqueEmail(`free-${lang}`);
      await page.goto("/checkout/free");
      await submitEmail(page, lang, email, "free.submit");
      const result = page.getByTestId("checkout-licence");
      await expect(result).toContainText(text(lang, "checkout", "result.licenceTitle"));
      await expect(page.getByTestId("licence-key")).toHaveText(/^ESTY-FREE(-[0-9A-Z]{5}){4}$/);
      await expect(result).toContainText(email);

      // A second request for the same address re-sends the key by mail and does not show it.
      await page.goto("/checkout/free");
      await submitEmail(page, lang, email, "free.submit");
      await expect(page.getByTestId("checkout-resent")).toContainText(
        text(lang, "checkout", "result.resentTitle"),
      );
      await expect(page.getByTestId("licence-key")).toHaveCount(0);
    });

    test("a malformed email is refused before anything is sent", async ({ page }) => {
      await page.goto("/checkout/free");
      await submitEmail(page, lang, "not-an-email", "free.submit");
      await expect(page.getByRole("alert")).toHaveText(text(lang, "checkout", "email.invalid"));
    });

    test("an unknown plan says so clearly", async ({ page }) => {
      await page.goto("/checkout/platinum");
      await expect(page.getByTestId("plan-unknown")).toContainText(text(lang, "checkout", "unknown.title"));
      await expect(page.getByTestId("plan-unknown")).toContainText("platinum");
    });
  });
}

/**
 * The pro plan against the Stripe stand-in (apps/server/test/support/stripe-stand-in.ts), started here on the port the site
 * server was told about (site-e2e-env.ts): the server runs with STRIPE_SECRET_KEY, STRIPE_API_BASE pointing at
 * the stand-in and the STRIPE_WEBHOOK_SECRET the stand-in signs its events with.
 */
test.describe("pro checkout through Stripe Checkout", () => {
  let stripe: TStripeStandIn;
  test.beforeAll(async () => {
    stripe = await startStripeStandIn({
      port: stripeStandInPort,
      webhookUrl: siteWebhookUrl,
      webhookSecret: stripeWebhookSecret,
    });
  });
  test.afterAll(async () => {
    await stripe?.close();
  });

  test.beforeEach(async ({ request }) => {
    const plans = await (await request.get("/api/site/plans")).json();
    expect(
      plans.data.payments_available,
      "start the site with STRIPE_SECRET_KEY and the Stripe stand-in",
    ).toBe(true);
  });

  for (const lang of siteLanguages) {
    test(`pays and ends on the licence key (${lang})`, async ({ page, context }, testInfo) => {
      await useSiteLanguage(context, testInfo, lang);
      const email = uniqueEmail(`pro-${lang}`);
      await page.goto("/checkout/pro");
      await expect(page.getByTestId("checkout-price")).toHaveText(lang === "zh_cn" ? "¥69" : "$8.88");
      await submitEmail(page, lang, email, "paid.submit");

      // Stripe's hosted page (the stand-in): the amount is what the site showed, in its currency.
      await expect(page.getByRole("heading", { name: "Stripe stand-in checkout" })).toBeVisible();
      await expect(page.getByTestId("amount")).toHaveText(lang === "zh_cn" ? "69.00 CNY" : "8.88 USD");
      await page.getByRole("button", { name: "Pay" }).click();

      await expect(page).toHaveURL(/\/ds\/thirdpart-success-redirect\?source=stripe&session_id=cs_test_/);
      const paid = page.getByTestId("payment-paid");
      await expect(paid.getByRole("heading")).toHaveText(text(lang, "redirect", "payment.paidTitle"));
      await expect(page.getByTestId("licence-key")).toHaveText(/^ESTY-PRO(-[0-9A-Z]{5}){4}$/);
      await expect(paid).toContainText(`${email[0]}***@example.com`);
    });
  }

  test("cancelling on the payment page comes back with nothing charged", async ({ page }) => {
    await page.goto("/checkout/pro");
    await submitEmail(page, "en_us", uniqueEmail("cancel"), "paid.submit");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/checkout\/pro\?cancelled=1$/);
    await expect(page.getByTestId("checkout-cancelled")).toHaveText(text("en_us", "checkout", "cancelled"));
  });

  test("an unknown checkout session is reported as not found, not as paid", async ({ page }) => {
    await page.goto("/ds/thirdpart-success-redirect?source=stripe&session_id=cs_test_made_up_by_hand");
    await expect(page.getByTestId("payment-missing")).toContainText(
      text("en_us", "redirect", "payment.notFoundTitle"),
    );
  });
});

/** A site started without STRIPE_SECRET_KEY never pretends to take a payment. */
test.describe("without payment configuration", () => {
  let site: TSiteServer;
  test.beforeAll(async () => {
    site = await startSiteWithoutPayments();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  for (const lang of siteLanguages) {
    test(`the pro checkout says payments are unavailable (${lang})`, async ({ page, context }) => {
      await context.addCookies([{ name: "language_type", value: lang, url: site.url }]);
      await page.goto(`${site.url}/`);
      await expect(page.getByTestId("price-pro")).toHaveText(lang === "zh_cn" ? "¥69" : "$8.88");
      await expect(page.getByTestId("pricing-unavailable")).toHaveText(text(lang, "pricing", "unavailable"));

      await page.goto(`${site.url}/checkout/pro`);
      const notice = page.getByTestId("payments-unavailable");
      await expect(notice).toContainText(text(lang, "checkout", "paid.unavailableTitle"));
      await expect(notice).toContainText(text(lang, "checkout", "paid.unavailable"));
      await expect(page.getByRole("button", { name: text(lang, "checkout", "paid.submit") })).toBeDisabled();
      await expect(page.getByLabel(text(lang, "checkout", "email.label"))).toBeDisabled();

      // The free plan still works there.
      await notice.getByRole("link").click();
      await expect(page).toHaveURL(/\/checkout\/free$/);
      await submitEmail(page, lang, uniqueEmail(`nopay-${lang}`), "free.submit");
      await expect(page.getByTestId("licence-key")).toHaveText(/^ESTY-FREE(-[0-9A-Z]{5}){4}$/);
    });
  }

  test("the API refuses a paid checkout plainly, with nothing charged", async ({ request }) => {
    const token = (await (await request.get(`${site.url}/api/site/csrf-token`)).json()).data.csrf_token;
    const res = await request.post(`${site.url}/api/site/checkout`, {
      data: { plan_id: "pro", email: uniqueEmail("api") },
      headers: { "x-csrftoken": token },
    });
    const body = await res.json();
    expect(body.code).toBe(4009);
    expect(body.data).toEqual({ reason: "payments_unavailable" });
    expect(body.message).toContain("nothing has been charged");
  });
});
