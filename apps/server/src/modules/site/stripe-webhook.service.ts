import { Code } from "@wms/contracts";
import type { Stripe } from "stripe";
import { AppError } from "../../kernel/errors.ts";
import * as repo from "./site.repository.ts";
import { fulfil, isPaid, mailFulfilment, type TSiteDeps } from "./site.service.ts";
import { snapshotOf, verifyStripeEvent } from "./stripe.gateway.ts";

export type TWebhookOutcome = { event_id: string; type: string; duplicate: boolean };

/**
 * POST /api/site/stripe-webhook: Stripe signs the raw body (Stripe-Signature, STRIPE_WEBHOOK_SECRET), so the
 * call needs no CSRF token. Each event runs once, in one transaction with its record; mail leaves after commit.
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

  const result = await deps.db.transaction(async (tx) => {
    if (!(await repo.recordStripeEvent(tx, event.id, event.type))) return { duplicate: true, done: null };
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = snapshotOf(event.data.object);
        return { duplicate: false, done: isPaid(session) ? await fulfil(tx, session) : null };
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
    return { duplicate: false, done: null };
  });

  await mailFulfilment(deps, result.done);
  return { event_id: event.id, type: event.type, duplicate: result.duplicate };
}
