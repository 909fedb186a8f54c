import { Code } from "@wms/contracts";
import { Stripe } from "stripe";
import { AppError } from "../../kernel/errors.ts";
import type { TSiteConfig } from "./site.config.ts";

/** What the site needs to know about a Checkout Session, whether it came from the API or from a webhook. */
export type TStripeSessionSnapshot = {
  id: string;
  /** open | complete | expired (Stripe may add values). */
  status: string | null;
  /** paid | unpaid | no_payment_required (Stripe may add values). */
  paymentStatus: string;
  customerId: string | null;
  subscriptionId: string | null;
};

export type TCreateSessionInput = {
  checkoutId: string;
  email: string;
  planId: string;
  productName: string;
  currency: string;
  amountMinor: number;
  interval: "month";
  locale: "en" | "zh";
  successUrl: string;
  cancelUrl: string;
};

/** Stripe's side of paid checkout: the official client, pointed at STRIPE_API_BASE when that is set. */
export type TStripeGateway = {
  createCheckoutSession(input: TCreateSessionInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<TStripeSessionSnapshot>;
};

/** A Stripe failure: nothing was charged; the cause is logged by the site routes, never sent to the client. */
export class PaymentProviderError extends AppError {
  constructor(override readonly cause: unknown) {
    super(Code.internal, "site.paymentProviderError");
  }
}

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === "string" ? value : value.id;

export function snapshotOf(session: Stripe.Checkout.Session): TStripeSessionSnapshot {
  return {
    id: session.id,
    status: session.status,
    paymentStatus: session.payment_status,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
  };
}

export function createStripeGateway(config: TSiteConfig): TStripeGateway | undefined {
  if (!config.stripeSecretKey) return undefined;
  const base = config.stripeApiBase;
  const stripe = new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base ? { protocol: base.protocol, host: base.host, port: base.port } : {}),
  });

  return {
    async createCheckoutSession(input) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "subscription",
            customer_email: input.email,
            client_reference_id: input.checkoutId,
            metadata: { checkout_id: input.checkoutId, plan_id: input.planId },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amountMinor,
                  recurring: { interval: input.interval },
                  product_data: { name: input.productName },
                },
              },
            ],
            locale: input.locale,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: `site-checkout-${input.checkoutId}` },
        );
        if (!session.url) throw new Error("Stripe returned a session without a url");
        return { id: session.id, url: session.url };
      } catch (err) {
        throw new PaymentProviderError(err);
      }
    },

    async retrieveCheckoutSession(id) {
      try {
        return snapshotOf(await stripe.checkout.sessions.retrieve(id));
      } catch (err) {
        throw new PaymentProviderError(err);
      }
    },
  };
}

/** Verifies the Stripe-Signature header against the raw body; throws on any mismatch or stale timestamp. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
