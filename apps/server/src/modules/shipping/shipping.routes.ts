import {
  Code,
  type TCode,
  ZCreateShippingNoticeRequest,
  ZEnvelope,
  ZExceptionOrder,
  ZExceptionQuery,
  ZFinishShelfReturnRequest,
  ZHandleExceptionRequest,
  ZHandleExceptionResponse,
  ZOnePieceRequest,
  ZPackageDetail,
  ZPackingScanRequest,
  ZPage,
  ZPrintWaybillsRequest,
  ZReportExceptionRequest,
  ZSetTrackingNumbersRequest,
  ZSetTrackingNumbersResponse,
  ZShelfReturn,
  ZShelfReturnQuery,
  ZShippingNoticeDetail,
  ZShippingNoticeQuery,
  ZShippingNoticeRef,
  ZShippingNoticeSummary,
} from "@wms/contracts";
import type { FastifyReply } from "fastify";
import { Text, text } from "../../kernel/errors.ts";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { bulkAnswer, ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { handleExceptions, listExceptions, reportExceptions } from "./shipping.exceptions.ts";
import { confirmNotice, createNotice, getNotice, listNotices } from "./shipping.notices.ts";
import { packageDetail } from "./shipping.package.ts";
import { finishShelfReturn, listShelfReturns } from "./shipping.shelf-returns.ts";
import { printOnePiece, printWaybills, setTrackingNumbers } from "./shipping.waybills.ts";

const tags = ["shipping"];
const staff = ["provider", "operator"] as const;

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

export const shippingRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  // The floor's package lookup (packing's review, bag and weighings with shipping's waybill).
  app.get(
    "/dropshipping/specific-element",
    {
      config: { access: staff },
      schema: {
        tags: ["packing"],
        querystring: ZPackingScanRequest,
        response: { 200: ZEnvelope(ZPackageDetail) },
      },
    },
    async (req, reply) => ok(reply, await packageDetail(db, scopeOf(req, db), req.query)),
  );

  app.post(
    "/waybill/print-waybills",
    { config: { access: staff }, schema: { tags, body: ZPrintWaybillsRequest } },
    async (req, reply) => {
      const { pdf } = await printWaybills(db, ctx, scopeOf(req, db), req.body);
      return sendPdf(reply, pdf, "waybills.pdf");
    },
  );

  app.post(
    "/waybill/one-piece",
    { config: { access: staff }, schema: { tags, body: ZOnePieceRequest } },
    async (req, reply) => {
      const { pdf, orderCode, orderId } = await printOnePiece(db, ctx, scopeOf(req, db), req.body);
      reply.header("x-order-code", orderCode).header("x-order-id", orderId);
      return sendPdf(reply, pdf, `waybill-${orderCode}.pdf`);
    },
  );

  app.post(
    "/waybill/set-tracking-numbers",
    {
      config: { access: staff },
      schema: {
        tags,
        body: ZSetTrackingNumbersRequest,
        response: { 200: ZEnvelope(ZSetTrackingNumbersResponse) },
      },
    },
    async (req, reply) =>
      bulk(reply, await setTrackingNumbers(db, scopeOf(req, db), req.body), "shipping.trackingSaved"),
  );

  app.get(
    "/delivery_list/query-delivery-list",
    {
      config: { access: staff },
      schema: {
        tags,
        querystring: ZShippingNoticeQuery,
        response: { 200: ZEnvelope(ZPage(ZShippingNoticeSummary)) },
      },
    },
    async (req, reply) => ok(reply, await listNotices(db, scopeOf(req, db), req.query)),
  );

  app.get(
    "/delivery_list/query-delivery-specific-element",
    {
      config: { access: staff },
      schema: { tags, querystring: ZShippingNoticeRef, response: { 200: ZEnvelope(ZShippingNoticeDetail) } },
    },
    async (req, reply) => ok(reply, await getNotice(db, scopeOf(req, db), req.query)),
  );

  app.post(
    "/delivery_list/create-delivery",
    {
      config: { access: staff },
      schema: {
        tags,
        body: ZCreateShippingNoticeRequest,
        response: { 201: ZEnvelope(ZShippingNoticeDetail) },
      },
    },
    async (req, reply) => {
      const notice = await createNotice(db, scopeOf(req, db), req.body);
      return ok(reply, notice, Code.created, text("shipping.noticeCreated", { code: notice.code }));
    },
  );

  app.post(
    "/delivery_list/confirm-delivery",
    {
      config: { access: staff },
      schema: { tags, body: ZShippingNoticeRef, response: { 200: ZEnvelope(ZShippingNoticeDetail) } },
    },
    async (req, reply) =>
      ok(reply, await confirmNotice(db, scopeOf(req, db), req.body), Code.ok, "shipping.noticeConfirmed"),
  );

  app.get(
    "/exception/query-exceptions",
    {
      config: { access: staff },
      schema: { tags, querystring: ZExceptionQuery, response: { 200: ZEnvelope(ZPage(ZExceptionOrder)) } },
    },
    async (req, reply) => ok(reply, await listExceptions(db, scopeOf(req, db), req.query)),
  );

  app.post(
    "/exception/handle-exception",
    {
      config: { access: staff },
      schema: { tags, body: ZHandleExceptionRequest, response: { 200: ZEnvelope(ZHandleExceptionResponse) } },
    },
    async (req, reply) =>
      bulk(reply, await handleExceptions(db, scopeOf(req, db), req.body), "shipping.exceptionsHandled"),
  );

  app.post(
    "/exception/report-exception",
    {
      config: { access: staff },
      schema: { tags, body: ZReportExceptionRequest, response: { 200: ZEnvelope(ZHandleExceptionResponse) } },
    },
    async (req, reply) =>
      bulk(reply, await reportExceptions(db, scopeOf(req, db), req.body), "shipping.exceptionsReported"),
  );

  app.get(
    "/exception/query-shelf-returns",
    {
      config: { access: staff },
      schema: { tags, querystring: ZShelfReturnQuery, response: { 200: ZEnvelope(ZPage(ZShelfReturn)) } },
    },
    async (req, reply) => ok(reply, await listShelfReturns(db, scopeOf(req, db), req.query)),
  );

  app.post(
    "/exception/finish-shelf-return",
    {
      config: { access: staff },
      schema: { tags, body: ZFinishShelfReturnRequest, response: { 200: ZEnvelope(ZShelfReturn) } },
    },
    async (req, reply) =>
      ok(
        reply,
        await finishShelfReturn(db, scopeOf(req, db), req.body),
        Code.ok,
        "shipping.shelfReturnFinished",
      ),
  );
};
