import { webhooksEndpoints as e, type TWebhookRef } from "@wms/contracts";
import { call, callEnvelope, caller, quiet } from "../../api/client.ts";

export const webhooksKey = ["webhooks"] as const;

export const webhooksApi = {
  list: caller(e.list),
  create: caller(e.create, quiet),
  update: caller(e.update, quiet),
  /** The whole envelope: the screen shows the server's message. */
  remove: (ref: TWebhookRef) => callEnvelope(e.remove, ref),
  revealSecret: (ref: TWebhookRef) => call(e.revealSecret, ref),
  rotateSecret: (ref: TWebhookRef) => call(e.rotateSecret, ref),
  sendTest: (ref: TWebhookRef) => call(e.sendTest, ref),
  log: caller(e.log),
  resend: (provider_uuid: string, delivery_id: string) => call(e.resend, { provider_uuid, delivery_id }),
};
