import { z } from "zod";
import { endpointGroup } from "./endpoint.ts";
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

const staff = ["provider", "operator"] as const;

const api = endpointGroup({ tag: "mail", access: "signedIn" });

export const mailEndpoints = {
  list: api.get("mail/query-mail", {
    summary: "List the caller's mail",
    input: ZMailListQuery,
    output: ZPage(ZMailItem),
  }),
  /** Opening a mail marks it read. */
  detail: api.get("mail/mail-detail", {
    summary: "Open one mail",
    input: z.object({ id: z.string().uuid() }),
    output: ZMailDetail,
  }),
  mark: api.put("mail/mark-mail", {
    summary: "Mark mail read or unread",
    input: ZMarkMailRequest,
    output: z.object({ changed: z.number().int() }),
  }),
  remove: api.delete("mail/delete-mail", {
    summary: "Delete mail",
    input: ZMailIds,
    output: z.object({ deleted: z.number().int() }),
    message: "deleted",
  }),
  unreadCount: api.get("customer/count-unread", {
    summary: "Count the caller's unread mail",
    output: ZUnreadCount,
  }),
  recipients: api.get("mail/query-recipients", {
    summary: "List the customers a provider can write to",
    access: staff,
    output: z.array(ZMailRecipient),
  }),
  send: api.post("mail/send-mail", {
    summary: "Write to one customer or to all of them",
    access: staff,
    input: ZSendMailRequest,
    output: z.object({ recipients: z.number().int() }),
    success: "created",
    message: "mail.sent",
  }),
};
