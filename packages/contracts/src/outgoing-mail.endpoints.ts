import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import { ZOutgoingMail, ZOutgoingMailListQuery, ZOutgoingMailRef } from "./outgoing-mail.ts";

/** The provider's outgoing mail (Settings, "Outgoing mail" tab): its own tenant's, never another's. */
const api = endpointGroup({ tag: "outgoing mail", access: ["provider"] });

export const outgoingMailEndpoints = {
  list: api.get("outgoing-mail/query-outgoing-mail", ZOutgoingMailListQuery, ZPage(ZOutgoingMail), {
    summary: "List the provider's outgoing mail",
  }),
  /** A failed mail goes back to the outbox: tried at once, then retried for another day. */
  sendAgain: api.post("outgoing-mail/send-again", ZOutgoingMailRef, ZOutgoingMail, {
    summary: "Send a failed mail again",
    message: "outgoingMail.queuedAgain",
  }),
};
