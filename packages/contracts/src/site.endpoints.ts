import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import {
  ZSiteCheckoutRequest,
  ZSiteCheckoutResponse,
  ZSiteCheckoutStatus,
  ZSiteCsrfResponse,
  ZSitePlansResponse,
} from "./site.ts";

const tag = "site";

/**
 * /api/site/*: plans (the single source of the prices), checkout, the buyer's checkout status and the
 * Stripe webhook. All public; the checkout is rate limited per IP.
 */
export const siteEndpoints = {
  plans: endpoint({
    method: "GET",
    path: "site/plans",
    summary: "List the plans, their prices and limits",
    tag,
    access: "public",
    output: ZSitePlansResponse,
  }),
  csrfToken: endpoint({
    method: "GET",
    path: "site/csrf-token",
    summary: "Get a CSRF token for the checkout",
    tag,
    access: "public",
    output: ZSiteCsrfResponse,
  }),
  checkout: endpoint({
    method: "POST",
    path: "site/checkout",
    summary: "Start a checkout: a free licence, or a payment session",
    tag,
    access: "public",
    input: ZSiteCheckoutRequest,
    output: ZSiteCheckoutResponse,
  }),
  checkoutStatus: endpoint({
    method: "GET",
    path: "site/checkout/:sessionId",
    summary: "Read the status of a paid checkout",
    tag,
    access: "public",
    output: ZSiteCheckoutStatus,
  }),
  /** Signed by Stripe (the raw body), not by a CSRF token. */
  stripeWebhook: endpoint({
    method: "POST",
    path: "site/stripe-webhook",
    summary: "Receive Stripe's payment notifications",
    tag,
    access: "public",
    output: z.object({ event_id: z.string(), type: z.string(), duplicate: z.boolean() }),
    csrf: false,
  }),
};
