import { shippingEndpoints as api, Code, type TCode } from "@wms/contracts";
import type { FastifyReply } from "fastify";
import { Text, text } from "../../kernel/errors.ts";
import { bulkAnswer, ok } from "../../kernel/http/envelope.ts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { handleExceptions, listExceptions, reportExceptions } from "./shipping.exceptions.ts";
import { handOverOrders } from "./shipping.hand-over.ts";
import { confirmNotice, createNotice, getNotice, listNotices } from "./shipping.notices.ts";
import { packageDetail } from "./shipping.package.ts";
import { finishShelfReturn, listShelfReturns } from "./shipping.shelf-returns.ts";
import { printOnePiece, printWaybills, setTrackingNumbers } from "./shipping.waybills.ts";

const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `inline; filename="${name}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);

/**
 * { done, errors } answers: 200 all done, 3000 some failed, none done: the first failure's code (else 4009)
 * with the first failure's message.
 */
function bulk(
  reply: FastifyReply,
  { firstCode, ...result }: { done: unknown[]; errors: { message: string | Text }[]; firstCode?: number },
  doneKey: string,
) {
  const [first] = result.errors;
  const firstFailure = first && {
    code: (firstCode ?? Code.conflict) as TCode,
    message: first.message instanceof Text ? first.message : text(first.message),
  };
  return bulkAnswer(reply, result, { doneCount: result.done.length, firstFailure }, doneKey);
}

export const shippingRoutes = defineRoutes((route, ctx) => {
  const { db } = ctx;

  // The floor's package lookup (packing's review, bag and weighings with shipping's waybill).
  route(api.packageDetail, ({ scope, input }) => packageDetail(db, scope, input));

  route(api.printWaybills, async ({ scope, input, reply }) => {
    const { pdf } = await printWaybills(db, ctx, scope, input);
    return sendPdf(reply, pdf, "waybills.pdf");
  });
  route(api.onePiece, async ({ scope, input, reply }) => {
    const { pdf, orderCode, orderId } = await printOnePiece(db, ctx, scope, input);
    reply.header("x-order-code", orderCode).header("x-order-id", orderId);
    return sendPdf(reply, pdf, `waybill-${orderCode}.pdf`);
  });
  route(api.setTrackingNumbers, async ({ scope, input, reply }) =>
    bulk(reply, await setTrackingNumbers(db, scope, input), "shipping.trackingSaved"),
  );

  route(api.notices, ({ scope, input }) => listNotices(db, scope, input));
  route(api.notice, ({ scope, input }) => getNotice(db, scope, input));
  route(api.createNotice, async ({ scope, input, reply }) => {
    const notice = await createNotice(db, scope, input);
    return ok(reply, notice, Code.created, text("shipping.noticeCreated", { code: notice.code }));
  });
  route(api.confirmNotice, ({ scope, input }) => confirmNotice(db, scope, input));
  route(api.handOverOrders, async ({ scope, input, reply }) => {
    const { answer, message } = await handOverOrders(db, scope, input);
    return ok(reply, answer, Code.ok, message);
  });

  route(api.exceptions, ({ scope, input }) => listExceptions(db, scope, input));
  route(api.handleExceptions, async ({ scope, input, reply }) =>
    bulk(reply, await handleExceptions(db, scope, input), "shipping.exceptionsHandled"),
  );
  route(api.reportExceptions, async ({ scope, input, reply }) =>
    bulk(reply, await reportExceptions(db, scope, input), "shipping.exceptionsReported"),
  );
  route(api.shelfReturns, ({ scope, input }) => listShelfReturns(db, scope, input));
  route(api.finishShelfReturn, ({ scope, input }) => finishShelfReturn(db, scope, input));
});
