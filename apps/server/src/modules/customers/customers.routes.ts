import {
  ZAdjustBalanceRequest,
  ZBalanceEntry,
  ZBalanceLogQuery,
  ZCreateCustomerRequest,
  ZCreateCustomerResponse,
  ZCustomer,
  ZCustomerIdQuery,
  ZCustomerListQuery,
  ZEnvelope,
  ZFreezeCustomerRequest,
  ZPage,
  ZSignInResponse,
  ZUpdateCustomerRequest,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { issueCsrfToken } from "../../kernel/http/csrf.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import * as customers from "./customers.service.ts";

const tags = ["customers"];
const staff = ["provider", "operator"] as const;

export const customersRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/customer/get-customers",
    {
      config: { access: staff },
      schema: { tags, querystring: ZCustomerListQuery, response: { 200: ZEnvelope(ZPage(ZCustomer)) } },
    },
    async (req, reply) => ok(reply, await customers.listCustomers(db, scopeOf(req, db), req.query)),
  );

  app.get(
    "/customer/query-specific",
    {
      config: { access: staff },
      schema: { tags, querystring: ZCustomerIdQuery, response: { 200: ZEnvelope(ZCustomer) } },
    },
    async (req, reply) => ok(reply, await customers.getCustomer(db, scopeOf(req, db), req.query.customer_id)),
  );

  app.post(
    "/customer/create-customer",
    {
      config: { access: ["provider"] },
      schema: { tags, body: ZCreateCustomerRequest, response: { 201: ZEnvelope(ZCreateCustomerResponse) } },
    },
    async (req, reply) =>
      ok(reply, await customers.createCustomer(ctx, scopeOf(req, db), req.body, languageOf(req)), 1000),
  );

  app.put(
    "/customer/update-customer",
    {
      config: { access: ["provider"] },
      schema: { tags, body: ZUpdateCustomerRequest, response: { 200: ZEnvelope(ZCustomer) } },
    },
    async (req, reply) =>
      ok(reply, await customers.updateCustomer(db, scopeOf(req, db), req.body), 200, "saved"),
  );

  app.put(
    "/customer/freeze-customer",
    {
      config: { access: ["provider"] },
      schema: { tags, body: ZFreezeCustomerRequest, response: { 200: ZEnvelope(ZCustomer) } },
    },
    async (req, reply) =>
      ok(
        reply,
        await customers.setFrozen(db, scopeOf(req, db), req.body.customer_id, req.body.frozen),
        200,
        req.body.frozen ? "customer.frozen" : "customer.unfrozen",
      ),
  );

  app.post(
    "/customer/adjust-balance",
    {
      config: { access: ["provider"] },
      schema: {
        tags,
        body: ZAdjustBalanceRequest,
        response: { 200: ZEnvelope(z.object({ balance: z.string() })) },
      },
    },
    async (req, reply) =>
      ok(reply, await customers.adjustBalance(db, scopeOf(req, db), req.body), 200, "saved"),
  );

  app.get(
    "/customer/query-balance-log",
    {
      config: { access: staff },
      schema: { tags, querystring: ZBalanceLogQuery, response: { 200: ZEnvelope(ZPage(ZBalanceEntry)) } },
    },
    async (req, reply) => ok(reply, await customers.balanceLog(db, scopeOf(req, db), req.query)),
  );

  app.post(
    "/customer/customer-login",
    {
      config: { access: staff },
      schema: { tags, body: ZCustomerIdQuery, response: { 200: ZEnvelope(ZSignInResponse) } },
    },
    async (req, reply) =>
      ok(
        reply,
        await customers.signInAsCustomer(
          db,
          scopeOf(req, db),
          req.body.customer_id,
          issueCsrfToken(ctx.secret),
        ),
      ),
  );
};
