import { siteEndpoints as api, ZSiteCheckoutSessionParams } from "@wms/contracts";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { TAppContext } from "../../kernel/context.ts";
import type { AppError } from "../../kernel/errors.ts";
import { issueCsrfToken } from "../../kernel/http/csrf.ts";
import { defineRoute, type TModuleRoutes } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { loadSiteConfig } from "./site.config.ts";
import * as site from "./site.service.ts";
import { createStripeGateway, PaymentProviderError } from "./stripe.gateway.ts";
import { handleStripeWebhook } from "./stripe-webhook.service.ts";

/** A failed Stripe call is logged with its cause; the envelope says it in the caller's language. */
function logPaymentErrors(error: FastifyError | AppError, request: FastifyRequest) {
  if (error instanceof PaymentProviderError) request.log.warn({ err: error.cause }, "stripe call failed");
  throw error;
}

/** Stripe signs the exact bytes it sent: the webhook's scope keeps the JSON body raw. */
async function webhookRoute(scope: FastifyInstance, ctx: TAppContext, deps: site.TSiteDeps) {
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) =>
    done(null, body),
  );
  defineRoute(scope, ctx, api.stripeWebhook, async ({ req }) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers["stripe-signature"];
    return handleStripeWebhook(deps, raw, typeof signature === "string" ? signature : undefined);
  });
}

/**
 * /api/site/*: plans (the single source of the prices), checkout, the buyer's checkout status and the
 * Stripe webhook. All public; the checkout is rate limited per IP.
 */
export const siteRoutes: TModuleRoutes = async (root, ctx) => {
  const config = loadSiteConfig();
  const deps: site.TSiteDeps = {
    db: ctx.db,
    config,
    stripe: createStripeGateway(config),
  };

  // One scope for the error handler; the endpoints' paths carry the site/ prefix themselves.
  await root.register(async (scope) => {
    scope.setErrorHandler(logPaymentErrors);

    defineRoute(scope, ctx, api.plans, () => site.listPlans(deps));
    defineRoute(scope, ctx, api.platform, () => ({ platform_url: ctx.config.publicUrl }));
    defineRoute(scope, ctx, api.csrfToken, () => ({ csrf_token: issueCsrfToken(ctx.secret) }));

    // The checkout has its own per-IP limit on top of the public one.
    defineRoute(
      scope,
      ctx,
      api.checkout,
      ({ input, req }) => site.startCheckout(deps, input, languageOf(req)),
      {
        config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      },
    );

    defineRoute(
      scope,
      ctx,
      api.checkoutStatus,
      ({ params }) => site.getCheckoutStatus(deps, params.sessionId),
      { params: ZSiteCheckoutSessionParams },
    );

    await scope.register(async (hook) => webhookRoute(hook, ctx, deps));
  });
};
