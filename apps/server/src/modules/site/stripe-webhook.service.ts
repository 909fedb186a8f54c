import { Code } from "@wms/contracts";
import type { Stripe } from "stripe";
import { AppError } from "../../kernel/errors.ts";
import * as repo from "./site.repository.ts";
import { fulfil, isPaid, type TSiteDeps } from "./site.service.ts";
import { snapshotOf, verifyStripeEvent } from "./stripe.gateway.ts";

export type TWebhookOutcome = { event_id: string; type: string; duplicate: boolean };

/**
 * POST /api/site/stripe-webhook: Stripe signs the raw body (Stripe-Signature, STRIPE_WEBHOOK_SECRET), so the
 * call needs no CSRF token. Each event runs once, in one transaction with its record (and the licence
 * mail it queues).
 */
export async function handleStripeWebhook(
  deps: TSiteDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<TWebhookOutcome> {
  const secret = deps.config.stripeWebhookSecret;
  if (!secret) throw new AppError(Code.conflict, "site.webhookUnavailable");
  let event: Stripe.Event;
  try {
    event = verifyStripeEvent(rawBody, signature ?? "", secret);
  } catch {
    throw new AppError(Code.badRequest, "site.webhookSignature");
  }

  const duplicate = await deps.db.transaction(async (tx) => {
    if (!(await repo.recordStripeEvent(tx, event.id, event.type))) return true;
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = snapshotOf(event.data.object);
        if (isPaid(session)) await fulfil(tx, deps.config.sitePublicUrl, session);
        break;
      }
      case "checkout.session.expired":
        await repo.expireCheckout(tx, event.data.object.id);
        break;
      case "customer.subscription.deleted":
        await repo.cancelLicencesOfSubscription(tx, event.data.object.id);
        break;
      default:
        break;
    }
    return false;
  });
  return { event_id: event.id, type: event.type, duplicate };
}
