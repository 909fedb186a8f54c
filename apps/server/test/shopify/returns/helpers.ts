import type { TCore } from "../core.ts";
import { findFulfillmentLineItem } from "../graphql/views-fulfillment.ts";
import { gid, type TDispositionType, type TReturn, type TReturnDeclineReason, type TShop } from "../state.ts";
import { disposeReturnLines } from "./dispose.ts";
import {
  approveReturn,
  cancelReturn,
  declineReturn,
  requestReturn,
  returnRecord,
  type TReturnLineInput,
} from "./model.ts";

/**
 * What tests do with returns outside the app (helpers.ts): the buyer requests one, the merchant approves,
 * declines or cancels it, or disposes of its units in the admin; and what the shop holds of them. Ids are gids.
 */

/** A return as tests read it: its lines (with the order's line item) and its reverse fulfillment orders. */
function returnSummary(shop: TShop, ret: TReturn) {
  return {
    id: gid("Return", ret.id),
    name: ret.name,
    status: ret.status,
    orderId: gid("Order", ret.orderId),
    lineItems: ret.lineItems.map((l) => ({
      id: gid("ReturnLineItem", l.id),
      lineItemId: gid(
        "LineItem",
        findFulfillmentLineItem(shop, l.fulfillmentLineItemId)?.line.lineItemId ?? 0,
      ),
      quantity: l.quantity,
      reason: l.reasonHandle,
    })),
    reverseFulfillmentOrders: ret.reverseFulfillmentOrderIds.flatMap((id) => {
      const rfo = shop.reverseFulfillmentOrders.get(id);
      if (!rfo) return [];
      return [
        {
          id: gid("ReverseFulfillmentOrder", rfo.id),
          status: rfo.status,
          lineItems: rfo.lineItems.map((l) => ({
            id: gid("ReverseFulfillmentOrderLineItem", l.id),
            returnLineItemId: gid("ReturnLineItem", l.returnLineItemId),
            totalQuantity: l.totalQuantity,
            dispositions: l.dispositions.map((d) => ({
              type: d.type,
              quantity: d.quantity,
              locationId: d.locationId === null ? null : gid("Location", d.locationId),
            })),
          })),
        },
      ];
    }),
  };
}

export type TReturnSummary = ReturnType<typeof returnSummary>;

export function returnHelpers(core: TCore, shopOf: (domain: string) => TShop) {
  const summary = (domain: string, ret: TReturn) => returnSummary(shopOf(domain), ret);
  return {
    /** The buyer requests a return of fulfilled units (fires `returns/request`). */
    requestReturn: (domain: string, orderId: string | number, lines: TReturnLineInput[]) =>
      summary(domain, requestReturn(core, shopOf(domain), orderId, lines)),
    /** The merchant approves it: reverse fulfillment orders are made (fires `returns/approve`). */
    approveReturn: (domain: string, returnId: string) =>
      summary(domain, approveReturn(core, shopOf(domain), returnId)),
    /** The merchant declines a requested return (fires `returns/decline`). */
    declineReturn: (
      domain: string,
      returnId: string,
      decline: { reason?: TReturnDeclineReason; note?: string | null } = {},
    ) => summary(domain, declineReturn(core, shopOf(domain), returnId, decline)),
    /** The merchant cancels a return no work was done on (fires `returns/cancel`). */
    cancelReturn: (domain: string, returnId: string) =>
      summary(domain, cancelReturn(core, shopOf(domain), returnId)),
    /** The shop's returns, with their reverse fulfillment orders and the dispositions recorded on them. */
    returnsOf: (domain: string) => [...shopOf(domain).returns.values()].map((r) => summary(domain, r)),
    returnOf: (domain: string, returnId: string) => summary(domain, returnRecord(shopOf(domain), returnId)),
    /** The merchant disposes of units in the admin (what `reverseFulfillmentOrderDispose` does); throws what it refuses. */
    disposeInAdmin(
      domain: string,
      line: { id: string; quantity: number; type: TDispositionType; locationId?: string | null },
    ) {
      const done = disposeReturnLines(core, shopOf(domain), [
        {
          reverseFulfillmentOrderLineItemId: line.id,
          quantity: line.quantity,
          dispositionType: line.type,
          locationId: line.locationId ?? null,
        },
      ]);
      if ("errors" in done) throw new Error(done.errors.map((e) => e.message).join("; "));
    },
    /** `happen` runs just before the next reverseFulfillmentOrderDispose (between an app's read and its dispose). */
    beforeNextDispose(domain: string, happen: () => void) {
      shopOf(domain).beforeDispose.push(happen);
    },
  };
}
