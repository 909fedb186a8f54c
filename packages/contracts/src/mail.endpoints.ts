import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZMailDetail,
  ZMailIds,
  ZMailItem,
  ZMailListQuery,
  ZMailRecipient,
  ZMarkMailRequest,
  ZSendMailRequest,
  ZUnreadCount,
} from "./mail.ts";

const tag = "mail";
const staff = ["provider", "operator"] as const;

export const mailEndpoints = {
  list: endpoint({
    method: "GET",
    path: "mail/query-mail",
    summary: "List the caller's mail",
    tag,
    access: "signedIn",
    input: ZMailListQuery,
    output: ZPage(ZMailItem),
  }),
  /** Opening a mail marks it read. */
  detail: endpoint({
    method: "GET",
    path: "mail/mail-detail",
    summary: "Open one mail",
    tag,
    access: "signedIn",
    input: z.object({ id: z.string().uuid() }),
    output: ZMailDetail,
  }),
  mark: endpoint({
    method: "PUT",
    path: "mail/mark-mail",
    summary: "Mark mail read or unread",
    tag,
    access: "signedIn",
    input: ZMarkMailRequest,
    output: z.object({ changed: z.number().int() }),
  }),
  remove: endpoint({
    method: "DELETE",
    path: "mail/delete-mail",
    summary: "Delete mail",
    tag,
    access: "signedIn",
    input: ZMailIds,
    output: z.object({ deleted: z.number().int() }),
    message: "deleted",
  }),
  unreadCount: endpoint({
    method: "GET",
    path: "customer/count-unread",
    summary: "Count the caller's unread mail",
    tag,
    access: "signedIn",
    output: ZUnreadCount,
  }),
  recipients: endpoint({
    method: "GET",
    path: "mail/query-recipients",
    summary: "List the customers a provider can write to",
    tag,
    access: staff,
    output: z.array(ZMailRecipient),
  }),
  send: endpoint({
    method: "POST",
    path: "mail/send-mail",
    summary: "Write to one customer or to all of them",
    tag,
    access: staff,
    input: ZSendMailRequest,
    output: z.object({ recipients: z.number().int() }),
    success: "created",
    message: "mail.sent",
  }),
};
