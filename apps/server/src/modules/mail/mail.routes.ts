import {
  ZEnvelope,
  ZMailDetail,
  ZMailIds,
  ZMailItem,
  ZMailListQuery,
  ZMailRecipient,
  ZMarkMailRequest,
  ZPage,
  ZSendMailRequest,
  ZUnreadCount,
} from "@wms/contracts";
import { z } from "zod";
import { scopeOf } from "../../kernel/http/auth-plugin.ts";
import { ok } from "../../kernel/http/envelope.ts";
import { type TModuleRoutes, typed } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import * as mail from "./mail.service.ts";

const tags = ["mail"];

export const mailRoutes: TModuleRoutes = (root, ctx) => {
  const app = typed(root);
  const { db } = ctx;

  app.get(
    "/mail/query-mail",
    {
      config: { access: "signedIn" },
      schema: { tags, querystring: ZMailListQuery, response: { 200: ZEnvelope(ZPage(ZMailItem)) } },
    },
    async (req, reply) => ok(reply, await mail.listMail(db, scopeOf(req, db), req.query, languageOf(req))),
  );

  app.get(
    "/mail/mail-detail",
    {
      config: { access: "signedIn" },
      schema: {
        tags,
        querystring: z.object({ id: z.string().uuid() }),
        response: { 200: ZEnvelope(ZMailDetail) },
      },
    },
    async (req, reply) => ok(reply, await mail.openMail(db, scopeOf(req, db), req.query.id, languageOf(req))),
  );

  app.put(
    "/mail/mark-mail",
    { config: { access: "signedIn" }, schema: { tags, body: ZMarkMailRequest } },
    async (req, reply) => ok(reply, await mail.markMail(db, scopeOf(req, db), req.body.ids, req.body.read)),
  );

  app.delete(
    "/mail/delete-mail",
    { config: { access: "signedIn" }, schema: { tags, body: ZMailIds } },
    async (req, reply) =>
      ok(reply, await mail.deleteMail(db, scopeOf(req, db), req.body.ids), 200, "deleted"),
  );

  app.get(
    "/customer/count-unread",
    { config: { access: "signedIn" }, schema: { tags, response: { 200: ZEnvelope(ZUnreadCount) } } },
    async (req, reply) => ok(reply, await mail.countUnread(db, scopeOf(req, db))),
  );

  app.get(
    "/mail/query-recipients",
    {
      config: { access: ["provider", "operator"] },
      schema: { tags, response: { 200: ZEnvelope(z.array(ZMailRecipient)) } },
    },
    async (req, reply) => ok(reply, await mail.recipients(db, scopeOf(req, db))),
  );

  app.post(
    "/mail/send-mail",
    { config: { access: ["provider", "operator"] }, schema: { tags, body: ZSendMailRequest } },
    async (req, reply) =>
      ok(reply, await mail.sendToCustomers(db, scopeOf(req, db), req.body), 1000, "mail.sent"),
  );
};
