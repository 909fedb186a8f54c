import { customersEndpoints as api } from "@wms/contracts";
import { issueCsrfToken } from "../../kernel/http/csrf.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import * as customers from "./customers.service.ts";

export const customersRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;

  route(api.list, ({ scope, input }) => customers.listCustomers(db, scope, input));
  route(api.detail, ({ scope, input }) => customers.getCustomer(db, scope, input.customer_id));
  route(api.create, ({ scope, input, req }) => customers.createCustomer(ctx, scope, input, languageOf(req)));
  route(api.update, ({ scope, input }) => customers.updateCustomer(db, scope, input));
  route(api.freeze, async ({ scope, input, reply }) =>
    ok(
      reply,
      await customers.setFrozen(db, scope, input.customer_id, input.frozen),
      200,
      input.frozen ? "customer.frozen" : "customer.unfrozen",
    ),
  );
  route(api.adjustBalance, ({ scope, input }) => customers.adjustBalance(db, scope, input));
  route(api.balanceLog, ({ scope, input }) => customers.balanceLog(db, scope, input));
  route(api.loginAs, ({ scope, input }) =>
    customers.signInAsCustomer(db, scope, input.customer_id, issueCsrfToken(ctx.secret)),
  );
});
