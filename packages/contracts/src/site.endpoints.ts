import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
import {
  ZSiteCheckoutRequest,
  ZSiteCheckoutResponse,
  ZSiteCheckoutStatus,
  ZSiteCsrfResponse,
  ZSitePlansResponse,
  ZSitePlatform,
} from "./site.ts";

const api = endpointGroup({ tag: "site", access: "public" });

/**
 * /api/site/*: plans (the single source of the prices), checkout, the buyer's checkout status and the
 * Stripe webhook. All public; the checkout is rate limited per IP.
 */
export const siteEndpoints = {
  plans: api.get("site/plans", null, ZSitePlansResponse, {
    summary: "List the plans, their prices and limits",
  }),
  platform: api.get("site/platform", null, ZSitePlatform, {
    summary: "Where the platform is, for the site's links into it",
  }),
  csrfToken: api.get("site/csrf-token", null, ZSiteCsrfResponse, {
    summary: "Get a CSRF token for the checkout",
  }),
  checkout: api.post("site/checkout", ZSiteCheckoutRequest, ZSiteCheckoutResponse, {
    summary: "Start a checkout: a free licence, or a payment session",
  }),
  checkoutStatus: api.get("site/checkout/:sessionId", null, ZSiteCheckoutStatus, {
    summary: "Read the status of a paid checkout",
  }),
  /** Signed by Stripe (the raw body), not by a CSRF token. */
  stripeWebhook: api.post(
    "site/stripe-webhook",
    null,
    z.object({ event_id: z.string(), type: z.string(), duplicate: z.boolean() }),
    { summary: "Receive Stripe's payment notifications", csrf: false },
  ),
};
