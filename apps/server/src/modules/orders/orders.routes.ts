import { ordersEndpoints as api, Code } from "@wms/contracts";
import { text } from "../../kernel/errors.ts";
import { bulkAnswer, ok } from "../../kernel/http/envelope.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { readSpreadsheetUpload } from "../../kernel/http/uploads.ts";
import { languageOf } from "../../kernel/i18n.ts";
import { trackImport } from "../missions/index.ts";
import type { TProductReferenceChecker } from "../products/index.ts";
import { importOrders, importTarget } from "./orders.import.ts";
import { outboundOverview } from "./orders.outbound.ts";
import { variantsInOpenOrders } from "./orders.repository.ts";
import * as orders from "./orders.service.ts";
import { splitOrder } from "./orders.split.ts";

export const orderProductReferences: TProductReferenceChecker = {
  kind: "orders",
  label: { en_us: "open orders", zh_cn: "未完成的订单" },
  referenced: (db, providerId, variantIds) => variantsInOpenOrders(db, providerId, variantIds),
};

export const ordersRoutes = defineRoutes((route, { db }) => {
  route(api.list, ({ scope, input }) => orders.listOrders(db, scope, input));
  route(api.detail, ({ scope, input }) => orders.getOrder(db, scope, input));
  route(api.log, ({ scope, input }) => orders.orderLog(db, scope, input));
  route(api.outbound, ({ scope, input }) => outboundOverview(db, scope, input));
  route(api.create, async ({ scope, input, reply }) => {
    const order = await orders.createOrder(db, scope, input);
    return ok(reply, order, Code.created, text("order.created", { code: order.code }));
  });
  route(api.update, ({ scope, input }) => orders.updateOrder(db, scope, input));
  route(api.copy, ({ scope, input }) => orders.copyOrder(db, scope, input));
  route(api.split, async ({ scope, input, reply }) => {
    const part = await splitOrder(db, scope, input);
    return ok(reply, part, Code.created, text("order.split", { code: part.code }));
  });
  route(api.change, ({ scope, input }) => orders.changeOrder(db, scope, input));
  route(api.addNote, ({ scope, input }) => orders.addNote(db, scope, input));

  // Bulk lifecycle actions on the selected orders: 200 all done, 3000 some failed, 4009 (or the one
  // error's code) when none could be done; data always carries { done, errors }.
  route(api.batch, async ({ scope, input, reply }) => {
    const { firstError, ...result } = await orders.batchAction(db, scope, input);
    // Nothing done: the first failure's own code and message (4009 state/stock, 4004 unseen, 4003 role).
    const firstFailure = firstError ? { code: firstError.code, message: firstError.text } : undefined;
    return bulkAnswer(reply, result, { doneCount: result.done.length, firstFailure }, "order.batchDone");
  });

  route(api.clearTracking, ({ scope, input }) => orders.clearShippingStatus(db, scope, input));

  route(api.import, async ({ scope, input, req, reply }) => {
    const lang = languageOf(req);
    const target = await importTarget(db, scope, input);
    const file = await readSpreadsheetUpload(req);
    // All or nothing; the tasks center records the outcome too, for a client whose connection was cut.
    const result = await trackImport(
      db,
      scope,
      "orders",
      { providerId: target.actor.providerId, filename: file.filename, lang },
      () => importOrders(db, target, file),
    );
    if (result.errors.length) return ok(reply, result, Code.partial, "order.importPartial");
    return ok(reply, result, Code.ok, "order.imported");
  });
});
