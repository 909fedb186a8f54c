import { mailEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { languageOf } from "../../kernel/i18n.ts";
import * as mail from "./mail.service.ts";

export const mailRoutes = defineRoutes((route, { db }) => {
  route(api.list, ({ scope, input, req }) => mail.listMail(db, scope, input, languageOf(req)));
  route(api.detail, ({ scope, input, req }) => mail.openMail(db, scope, input.id, languageOf(req)));
  route(api.mark, ({ scope, input }) => mail.markMail(db, scope, input.ids, input.read));
  route(api.remove, ({ scope, input }) => mail.deleteMail(db, scope, input.ids));
  route(api.unreadCount, ({ scope }) => mail.countUnread(db, scope));
  route(api.recipients, ({ scope }) => mail.recipients(db, scope));
  route(api.send, ({ scope, input }) => mail.sendToCustomers(db, scope, input));
});
