import {
  Code,
  extensionRating,
  findSitePlan,
  formatSitePrice,
  type siteCurrencies,
  siteCurrencyOfLanguage,
  sitePlans,
  type TLanguage,
  type TSiteCheckoutRequest,
  type TSiteCheckoutResponse,
  type TSiteCheckoutStatus,
  type TSitePlanDefinition,
  type TSitePlansResponse,
  toLanguage,
} from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, notFound } from "../../kernel/errors.ts";
import { queueMail } from "../outgoing-mail/index.ts";
import { maskEmail, newLicenceKey } from "./licence-key.util.ts";
import { licenceMail, productName } from "./licence-mail.template.ts";
import type { TSiteConfig } from "./site.config.ts";
import * as repo from "./site.repository.ts";
import type { TStripeGateway, TStripeSessionSnapshot } from "./stripe.gateway.ts";

/** Everything the site's rules need; built once when the routes are registered. */
export type TSiteDeps = {
  db: Db;
  config: TSiteConfig;
  /** Undefined without STRIPE_SECRET_KEY: paid plans are then not for sale. */
  stripe: TStripeGateway | undefined;
};

function planView(plan: TSitePlanDefinition) {
  const price = (currency: (typeof siteCurrencies)[number]) => ({
    currency,
    amount_minor: plan.prices[currency],
    display: formatSitePrice(plan.prices[currency], currency),
  });
  return {
    id: plan.id,
    names: plan.names,
    prices: { usd: price("usd"), cny: price("cny") },
    interval: plan.interval,
    limits: { reviews_per_export: plan.reviewsPerExport },
    requires_payment: plan.prices.usd > 0,
  };
}

export function listPlans(deps: TSiteDeps): TSitePlansResponse {
  return {
    plans: sitePlans.map(planView),
    rating: { ...extensionRating },
    display_currency: { ...siteCurrencyOfLanguage },
    payments_available: deps.stripe !== undefined,
  };
}

function planNameOf(plan: TSitePlanDefinition, lang: TLanguage) {
  return plan.names[lang];
}

/**
 * Queues the licence mail in `tx`, the transaction that issues (or finds) the licence. It belongs to no
 * provider: a failure is in the server's log only (docs/outgoing-mail.md).
 */
async function queueLicenceMail(
  tx: Db,
  siteUrl: string,
  lang: TLanguage,
  plan: TSitePlanDefinition,
  to: string,
  licenceKey: string,
) {
  const mail = licenceMail(lang, { to, planName: planNameOf(plan, lang), licenceKey, siteUrl });
  await queueMail(tx, { ...mail, kind: "siteLicence" });
}

/**
 * Free plan: no payment; one licence per email. The first request shows the key and mails it; a repeat
 * only mails it again, so typing someone's address never reveals their key.
 */
async function checkoutFree(
  deps: TSiteDeps,
  plan: TSitePlanDefinition,
  email: string,
  lang: TLanguage,
): Promise<TSiteCheckoutResponse> {
  const { issued, licence } = await deps.db.transaction(async (tx) => {
    const existing = await repo.findFreeLicence(tx, email);
    const issued = existing
      ? undefined
      : await repo.insertLicence(tx, { licenceKey: newLicenceKey(plan.id), planId: plan.id, email });
    const licence = issued ?? existing ?? (await repo.findFreeLicence(tx, email));
    if (!licence) throw new Error("free licence neither issued nor found");
    await queueLicenceMail(tx, deps.config.sitePublicUrl, lang, plan, email, licence.licenceKey);
    return { issued, licence };
  });
  // `mailed`: queued with the licence; the outbox sends it and retries it for a day.
  if (!issued) return { kind: "licence_resent", plan_id: plan.id, email, mailed: true };
  return { kind: "licence", plan_id: plan.id, email, licence_key: licence.licenceKey, mailed: true };
}

/** Paid plan: a Stripe Checkout Session in the currency shown to the visitor; the licence comes with the payment. */
async function checkoutPaid(
  deps: TSiteDeps,
  plan: TSitePlanDefinition,
  email: string,
  lang: TLanguage,
): Promise<TSiteCheckoutResponse> {
  const { stripe } = deps;
  if (!stripe || !plan.interval) {
    throw new AppError(Code.conflict, "site.paymentsUnavailable", { reason: "payments_unavailable" });
  }
  const currency = siteCurrencyOfLanguage[lang];
  const amountMinor = plan.prices[currency];
  const checkout = await repo.insertCheckout(deps.db, {
    planId: plan.id,
    email,
    language: lang,
    currency,
    amountMinor,
  });
  const site = deps.config.sitePublicUrl;
  try {
    const session = await stripe.createCheckoutSession({
      checkoutId: checkout.id,
      email,
      planId: plan.id,
      productName: `${productName[lang]} ${planNameOf(plan, lang)}`,
      currency,
      amountMinor,
      interval: plan.interval,
      locale: lang === "zh_cn" ? "zh" : "en",
      successUrl: `${site}/ds/thirdpart-success-redirect?source=stripe&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${site}/checkout/${plan.id}?cancelled=1`,
    });
    await repo.setCheckoutSession(deps.db, checkout.id, session.id);
    return { kind: "payment", plan_id: plan.id, session_id: session.id, url: session.url };
  } catch (err) {
    await repo.deleteCheckout(deps.db, checkout.id);
    throw err;
  }
}

export async function startCheckout(
  deps: TSiteDeps,
  body: TSiteCheckoutRequest,
  lang: TLanguage,
): Promise<TSiteCheckoutResponse> {
  const plan = findSitePlan(body.plan_id);
  if (!plan) throw notFound("site.planUnknown");
  return plan.prices.usd === 0
    ? checkoutFree(deps, plan, body.email, lang)
    : checkoutPaid(deps, plan, body.email, lang);
}

export const isPaid = (s: TStripeSessionSnapshot) =>
  s.status === "complete" && (s.paymentStatus === "paid" || s.paymentStatus === "no_payment_required");

/**
 * Issues the licence of a paid session and queues its mail, once, whoever sees the payment first (webhook
 * or the buyer's return to the site). Sessions the site did not create are ignored. Answers whether it
 * issued the licence.
 */
export async function fulfil(db: Db, siteUrl: string, session: TStripeSessionSnapshot): Promise<boolean> {
  return db.transaction(async (tx) => {
    const checkout = await repo.completeCheckout(tx, session.id);
    const plan = checkout ? findSitePlan(checkout.planId) : undefined;
    if (!checkout || !plan) return false;
    const licence = await repo.insertLicence(tx, {
      licenceKey: newLicenceKey(plan.id),
      planId: plan.id,
      email: checkout.email,
      checkoutId: checkout.id,
      stripeCustomerId: session.customerId,
      stripeSubscriptionId: session.subscriptionId,
    });
    if (!licence) throw new Error("licence not issued");
    const lang = toLanguage(checkout.language);
    await queueLicenceMail(tx, siteUrl, lang, plan, checkout.email, licence.licenceKey);
    return true;
  });
}

/** The buyer's view of a checkout after Stripe sends them back; asks Stripe when the webhook has not arrived yet. */
export async function getCheckoutStatus(deps: TSiteDeps, sessionId: string): Promise<TSiteCheckoutStatus> {
  let checkout = await repo.findCheckoutBySession(deps.db, sessionId);
  if (!checkout) throw notFound("site.checkoutNotFound");
  if (checkout.status === "open" && deps.stripe) {
    const session = await deps.stripe.retrieveCheckoutSession(sessionId);
    if (isPaid(session)) await fulfil(deps.db, deps.config.sitePublicUrl, session);
    else if (session.status === "expired") await repo.expireCheckout(deps.db, sessionId);
    checkout = (await repo.findCheckoutBySession(deps.db, sessionId)) ?? checkout;
  }
  const licence =
    checkout.status === "completed" ? await repo.findLicenceOfCheckout(deps.db, checkout.id) : null;
  const plan = findSitePlan(checkout.planId);
  if (!plan) throw notFound("site.checkoutNotFound");
  return {
    session_id: sessionId,
    plan_id: plan.id,
    status: checkout.status === "completed" ? "paid" : checkout.status === "expired" ? "expired" : "pending",
    email_masked: maskEmail(checkout.email),
    licence_key: licence?.licenceKey ?? null,
  };
}
