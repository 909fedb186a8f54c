import { z } from "zod";
import {
  ZAddRateVersionRequest,
  ZBillingSettings,
  ZCharge,
  ZChargeListQuery,
  ZChargeSummary,
  ZChargeSummaryQuery,
  ZCreateRateCardRequest,
  ZCreditChargeRequest,
  ZDispute,
  ZDisputeChargeRequest,
  ZDisputeDecisionRequest,
  ZDisputeListQuery,
  ZFeeEstimate,
  ZFeeEstimateQuery,
  ZMyRateCard,
  ZMyRateCardQuery,
  ZPriceUnpricedRequest,
  ZRateCard,
  ZRateCardIdRequest,
  ZRateCardListQuery,
  ZRateCardSummary,
  ZRateVersionIdRequest,
  ZResolvedUnpriced,
  ZRevenue,
  ZRevenueQuery,
  ZStatementQuery,
  ZUnpricedListQuery,
  ZUnpricedWork,
  ZUpdateBillingSettingsRequest,
  ZUpdateRateVersionRequest,
  ZWaiveUnpricedRequest,
} from "./billing.ts";
import { endpointGroup, fileAnswer } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";

/** Prices are the provider's business (My account): operators work the floor and never see them. */
const api = endpointGroup({ tag: "billing", access: ["provider"] });

export const billingEndpoints = {
  listRateCards: api.get("billing/query-rate-cards", ZRateCardListQuery, ZPage(ZRateCardSummary), {
    summary: "List the rate cards: the default card and customers' own",
  }),
  rateCard: api.get("billing/rate-card-detail", ZRateCardIdRequest, ZRateCard, {
    summary: "A rate card with every version and its rates",
  }),
  createRateCard: api.post("billing/create-rate-card", ZCreateRateCardRequest, ZRateCard, {
    summary: "Create the default card or a customer's own card, with its first version",
    success: "created",
  }),
  addVersion: api.post("billing/add-rate-version", ZAddRateVersionRequest, ZRateCard, {
    summary: "Add a version of a card, effective from today or a later day",
    success: "created",
  }),
  updateVersion: api.put("billing/update-rate-version", ZUpdateRateVersionRequest, ZRateCard, {
    summary: "Change a version that has not started before today",
    message: "saved",
  }),
  removeVersion: api.delete("billing/delete-rate-version", ZRateVersionIdRequest, ZRateCard, {
    summary: "Delete a version that has not started before today (never a card's last)",
    message: "deleted",
  }),
  removeRateCard: api.delete("billing/delete-rate-card", ZRateCardIdRequest, z.null(), {
    summary: "Delete a customer's own card: the customer is charged by the default card again",
    message: "deleted",
  }),
  settings: api.get("billing/get-billing-settings", null, ZBillingSettings, {
    summary: "The provider's billing currency",
  }),
  updateSettings: api.put(
    "billing/update-billing-settings",
    ZUpdateBillingSettingsRequest,
    ZBillingSettings,
    {
      summary: "Change the billing currency",
      message: "saved",
    },
  ),
  myRateCard: api.get("billing/my-rate-card", ZMyRateCardQuery, ZMyRateCard, {
    summary: "The rates a provider charges the calling drop shipper, today and from later days",
    access: ["dropShipper"],
  }),
  estimateFees: api.get("billing/estimate-fees", ZFeeEstimateQuery, ZFeeEstimate, {
    summary: "What an order or a receipt would be charged under today's card, before the work",
    access: ["provider", "dropShipper"],
  }),
  charges: api.get("billing/query-charges", ZChargeListQuery, ZPage(ZCharge), {
    summary: "List charges with the work behind each (a drop shipper: its own, naming the provider)",
    access: ["provider", "dropShipper"],
  }),
  chargesSummary: api.get("billing/query-charges-summary", ZChargeSummaryQuery, ZChargeSummary, {
    summary: "The totals of the charges a filter selects, by fee kind (the list's filters)",
    access: ["provider", "dropShipper"],
  }),
  unpricedWork: api.get("billing/query-unpriced-work", ZUnpricedListQuery, ZPage(ZUnpricedWork), {
    summary: "List work no rate priced, to price or waive",
  }),
  priceUnpriced: api.post("billing/price-unpriced-work", ZPriceUnpricedRequest, ZResolvedUnpriced, {
    summary: "Charge open unpriced work of one kind at a rate typed now",
    message: "saved",
  }),
  waiveUnpriced: api.post("billing/waive-unpriced-work", ZWaiveUnpricedRequest, ZResolvedUnpriced, {
    summary: "Waive open unpriced work: it is never charged",
    message: "saved",
  }),
  creditCharge: api.post("billing/credit-charge", ZCreditChargeRequest, ZCharge, {
    summary: "Reverse a charge whole with a credit note linked to it, posted to the balance",
    success: "created",
  }),
  disputeCharge: api.post("billing/dispute-charge", ZDisputeChargeRequest, ZDispute, {
    summary: "Dispute one of the merchant's charges, with a reason: the provider is told",
    access: ["dropShipper"],
    success: "created",
  }),
  disputes: api.get("billing/query-disputes", ZDisputeListQuery, ZPage(ZDispute), {
    summary: "List disputes with their charge (a drop shipper: its own, naming the provider)",
    access: ["provider", "dropShipper"],
  }),
  acceptDispute: api.post("billing/accept-dispute", ZDisputeDecisionRequest, ZDispute, {
    summary: "Accept an open dispute: the charge is reversed by a credit note, and the merchant is told",
    message: "saved",
  }),
  rejectDispute: api.post("billing/reject-dispute", ZDisputeDecisionRequest, ZDispute, {
    summary: "Reject an open dispute with a note the merchant reads",
    message: "saved",
  }),
  statementPdf: api.get("billing/statement-pdf", ZStatementQuery, fileAnswer.pdf, {
    summary: "A customer's statement of one month as PDF, in the reader's language",
    access: ["provider", "dropShipper"],
  }),
  statementXlsx: api.get("billing/statement-xlsx", ZStatementQuery, fileAnswer.xlsx, {
    summary: "A customer's statement of one month as xlsx: the totals and every charge",
    access: ["provider", "dropShipper"],
  }),
  revenue: api.get("billing/query-revenue", ZRevenueQuery, ZRevenue, {
    summary: "The provider's revenue by month and fee group, and the current month's largest customers",
  }),
};
