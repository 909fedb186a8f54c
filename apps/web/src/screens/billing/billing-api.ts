import type { QueryClient } from "@tanstack/react-query";
import { billingEndpoints as e, missionsEndpoints, type TStatementQuery } from "@wms/contracts";
import { call, caller, quiet } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";

/** The rate cards, their details and the settings hang under this key: a change invalidates them all. */
export const billingKey = ["billing"] as const;
/** The charges and the unpriced work: pricing or waiving work changes both. */
export const chargesKey = [...billingKey, "charges"] as const;
export const unpricedKey = [...billingKey, "unpriced"] as const;
/** The disputes: raising one marks its charge, accepting one adds a credit note to the charges. */
export const disputesKey = [...billingKey, "disputes"] as const;

/**
 * After a dispute is raised, accepted or rejected: the charges (its mark, an acceptance's credit note) and
 * the disputes are read again.
 */
export function refreshDisputes(client: QueryClient) {
  void client.invalidateQueries({ queryKey: chargesKey });
  void client.invalidateQueries({ queryKey: disputesKey });
}

/**
 * Forms show field errors themselves (quiet), as do the price, waive, credit note and dispute modals (a
 * refusal in their alert). The fee estimate is quiet too: it is a hint beside a form, and on a refusal shows
 * nothing. Deletes are not quiet: a refusal (the card's last version, a version that has started) shows the
 * server's message.
 */
export const billingApi = {
  /** The charges the list's filters select, as a spreadsheet (a mission; the tasks center has the file). */
  exportCharges: (filters: Record<string, unknown>, providerUuid?: string) =>
    call(missionsEndpoints.startExport, {
      kind: "billing-charges",
      provider_uuid: providerUuid,
      filters: Object.fromEntries(
        Object.entries(filters).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])),
      ),
    }),
  listRateCards: caller(e.listRateCards),
  rateCard: (card_id: string) => call(e.rateCard, { card_id }),
  createRateCard: caller(e.createRateCard, quiet),
  addVersion: caller(e.addVersion, quiet),
  updateVersion: caller(e.updateVersion, quiet),
  removeVersion: (version_id: string) => call(e.removeVersion, { version_id }),
  removeRateCard: (card_id: string) => call(e.removeRateCard, { card_id }),
  settings: () => call(e.settings),
  updateSettings: caller(e.updateSettings, quiet),
  myRateCard: (provider_uuid: string) => call(e.myRateCard, { provider_uuid }),
  estimateFees: caller(e.estimateFees, quiet),
  charges: caller(e.charges),
  chargesSummary: caller(e.chargesSummary),
  unpricedWork: caller(e.unpricedWork),
  priceUnpriced: caller(e.priceUnpriced, quiet),
  waiveUnpriced: caller(e.waiveUnpriced, quiet),
  creditCharge: caller(e.creditCharge, quiet),
  statementPdf: (query: TStatementQuery) => downloadFile(e.statementPdf, query),
  statementXlsx: (query: TStatementQuery) => downloadFile(e.statementXlsx, query),
  disputeCharge: caller(e.disputeCharge, quiet),
  disputes: caller(e.disputes),
  acceptDispute: caller(e.acceptDispute, quiet),
  rejectDispute: caller(e.rejectDispute, quiet),
  revenue: caller(e.revenue, quiet),
};
