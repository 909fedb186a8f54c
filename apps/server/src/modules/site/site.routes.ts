import {
  ZEnvelope,
  ZSiteCheckoutRequest,
  ZSiteCheckoutResponse,
  ZSiteCheckoutSessionParams,
  ZSiteCheckoutStatus,
  ZSiteCsrfResponse,
  ZSitePlansResponse,
} from "@wms/contracts";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppError } from "../../kernel/errors.ts";
import { issueCsrfToken } from "../../kernel/http/csrf.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { loadSiteConfig } from "./site.config.ts";
import * as site from "./site.service.ts";
import { createStripeGateway, PaymentProviderError } from "./stripe.gateway.ts";
import { handleStripeWebhook } from "./stripe-webhook.service.ts";

const tags = ["site"];

/** A failed Stripe call is logged with its cause; the envelope says it in the caller's language. */
function logPaymentErrors(error: FastifyError | AppError, request: FastifyRequest) {
  if (error instanceof PaymentProviderError) request.log.warn({ err: error.cause }, "stripe call failed");
  throw error;
}

/** Stripe signs the exact bytes it sent: the webhook's scope keeps the JSON body raw. */
async function webhookRoute(scope: FastifyInstance, deps: site.TSiteDeps) {
  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) =>
    done(null, body),
  );
  typed(scope).post(
    "/stripe-webhook",
    {
      config: { access: "public", csrf: false },
      schema: {
        tags,
        response: {
          200: ZEnvelope(z.object({ event_id: z.string(), type: z.string(), duplicate: z.boolean() })),
        },
      },
    },
    async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers["stripe-signature"];
      return ok(
        reply,
        await handleStripeWebhook(deps, raw, typeof signature === "string" ? signature : undefined),
      );
    },
  );
}

/**
 * /api/site/*: plans (the single source of the prices), checkout, the buyer's checkout status and the
 * Stripe webhook. All public; the checkout is rate limited per IP.
 */
export const siteRoutes: TModuleRoutes = async (root, ctx) => {
  const config = loadSiteConfig();
  const deps: site.TSiteDeps = {
    db: ctx.db,
    mailer: ctx.mailer,
    config,
    stripe: createStripeGateway(config),
  };

  await root.register(
    async (scope) => {
      scope.setErrorHandler(logPaymentErrors);
      const app = typed(scope);

      app.get(
        "/plans",
        { config: { access: "public" }, schema: { tags, response: { 200: ZEnvelope(ZSitePlansResponse) } } },
        async (_req, reply) => ok(reply, site.listPlans(deps)),
      );

      app.get(
        "/csrf-token",
        { config: { access: "public" }, schema: { tags, response: { 200: ZEnvelope(ZSiteCsrfResponse) } } },
        async (_req, reply) => ok(reply, { csrf_token: issueCsrfToken(ctx.secret) }),
      );

      app.post(
        "/checkout",
        {
          config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
          schema: { tags, body: ZSiteCheckoutRequest, response: { 200: ZEnvelope(ZSiteCheckoutResponse) } },
        },
        async (req, reply) => ok(reply, await site.startCheckout(deps, req.body, languageOf(req))),
      );

      app.get(
        "/checkout/:sessionId",
        {
          config: { access: "public" },
          schema: {
            tags,
            params: ZSiteCheckoutSessionParams,
            response: { 200: ZEnvelope(ZSiteCheckoutStatus) },
          },
        },
        async (req, reply) => ok(reply, await site.getCheckoutStatus(deps, req.params.sessionId)),
      );

      await scope.register(async (hook) => webhookRoute(hook, deps));
    },
    { prefix: "/site" },
  );
};
