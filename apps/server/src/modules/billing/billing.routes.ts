import { billingEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { estimateFees } from "./charges/charges.estimate.ts";
import { revenue } from "./charges/charges.revenue.ts";
import * as charges from "./charges/charges.service.ts";
import * as disputes from "./disputes/disputes.service.ts";
import * as rates from "./rates/rates.service.ts";
import { statementOf } from "./statements/statement.data.ts";
import { sendStatement } from "./statements/statement.render.ts";

export const billingRoutes = defineRoutes((route, { db }) => {
  route(api.listRateCards, ({ scope, input }) => rates.listRateCards(db, scope, input));
  route(api.rateCard, ({ scope, input }) => rates.rateCard(db, scope, input.card_id));
  route(api.createRateCard, ({ scope, input }) => rates.createRateCard(db, scope, input));
  route(api.addVersion, ({ scope, input }) => rates.addRateVersion(db, scope, input));
  route(api.updateVersion, ({ scope, input }) => rates.updateRateVersion(db, scope, input));
  route(api.removeVersion, ({ scope, input }) => rates.deleteRateVersion(db, scope, input.version_id));
  route(api.removeRateCard, ({ scope, input }) => rates.deleteRateCard(db, scope, input.card_id));
  route(api.settings, ({ scope }) => rates.billingSettings(db, scope));
  route(api.updateSettings, ({ scope, input }) => rates.updateBillingSettings(db, scope, input));
  route(api.myRateCard, ({ scope, input }) => rates.myRateCard(db, scope, input.provider_uuid));
  route(api.disputeCharge, ({ scope, input }) => disputes.disputeCharge(db, scope, input));
  route(api.disputes, ({ scope, input }) => disputes.listDisputes(db, scope, input));
  route(api.acceptDispute, ({ scope, input }) => disputes.decideDispute(db, scope, input, "accepted"));
  route(api.rejectDispute, ({ scope, input }) => disputes.decideDispute(db, scope, input, "rejected"));
  route(api.revenue, ({ scope, input }) => revenue(db, scope, input));
  route(api.estimateFees, ({ scope, input }) => estimateFees(db, scope, input));
  route(api.charges, ({ scope, input }) => charges.listCharges(db, scope, input));
  route(api.chargesSummary, ({ scope, input }) => charges.chargesSummary(db, scope, input));
  route(api.unpricedWork, ({ scope, input }) => charges.listUnpriced(db, scope, input));
  route(api.priceUnpriced, ({ scope, input }) => charges.priceUnpriced(db, scope, input));
  route(api.waiveUnpriced, ({ scope, input }) => charges.waiveUnpriced(db, scope, input));
  route(api.creditCharge, ({ scope, input }) => charges.creditCharge(db, scope, input));
  // The statement of a month, in the reader's language: a file named by customer and month.
  route(api.statementPdf, async ({ scope, input, req, reply }) =>
    sendStatement(reply, await statementOf(db, scope, input), "pdf", languageOf(req)),
  );
  route(api.statementXlsx, async ({ scope, input, req, reply }) =>
    sendStatement(reply, await statementOf(db, scope, input), "xlsx", languageOf(req)),
  );
});
