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
  list: api.get("mail/query-mail", ZMailListQuery, ZPage(ZMailItem), { summary: "List the caller's mail" }),
  /** Opening a mail marks it read. */
  detail: api.get("mail/mail-detail", z.object({ id: z.string().uuid() }), ZMailDetail, {
    summary: "Open one mail",
  }),
  mark: api.put("mail/mark-mail", ZMarkMailRequest, z.object({ changed: z.number().int() }), {
    summary: "Mark mail read or unread",
  }),
  remove: api.delete("mail/delete-mail", ZMailIds, z.object({ deleted: z.number().int() }), {
    summary: "Delete mail",
    message: "deleted",
  }),
  unreadCount: api.get("customer/count-unread", null, ZUnreadCount, {
    summary: "Count the caller's unread mail",
  }),
  recipients: api.get("mail/query-recipients", null, z.array(ZMailRecipient), {
    summary: "List the customers a provider can write to",
    access: staff,
  }),
  send: api.post("mail/send-mail", ZSendMailRequest, z.object({ recipients: z.number().int() }), {
    summary: "Write to one customer or to all of them",
    access: staff,
    success: "created",
    message: "mail.sent",
  }),
};
