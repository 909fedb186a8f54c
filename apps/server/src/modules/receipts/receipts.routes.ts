import { receiptsEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as receiving from "./receipts.receiving.ts";
import * as receipts from "./receipts.service.ts";

export const receiptsRoutes = defineRoutes((route, { db }) => {
  route(api.create, ({ scope, input }) => receipts.createReceipt(db, scope, input));
  route(api.update, ({ scope, input }) => receipts.updateReceipt(db, scope, input));
  route(api.list, ({ scope, input }) => receipts.queryReceipts(db, scope, input));
  route(api.detail, ({ scope, input }) =>
    receipts.receiptDetail(db, scope, input.provider_uuid, input.receipt_id),
  );

  // Transitions: each answers the receipt's new detail.
  route(api.submit, ({ scope, input }) => receipts.transition(db, scope, input, "submit"));
  route(api.cancel, ({ scope, input }) => receipts.transition(db, scope, input, "cancel"));
  route(api.startReceiving, ({ scope, input }) => receiving.startReceiving(db, scope, input));
  route(api.scan, ({ scope, input }) => receiving.scanReceipt(db, scope, input));
  route(api.inspect, ({ scope, input }) => receiving.inspectReceipt(db, scope, input));
  route(api.suggestPutaway, ({ scope, input }) => receiving.suggestReceiptPutaway(db, scope, input));
  route(api.putaway, ({ scope, input }) => receiving.putawayReceipt(db, scope, input));
  route(api.complete, ({ scope, input }) => receiving.completeReceipt(db, scope, input));
  route(api.printBoxLabels, async ({ scope, input, reply }) => {
    const pdf = await receiving.printBoxLabels(db, scope, input);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", 'inline; filename="receipt-box-labels.pdf"')
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
});
