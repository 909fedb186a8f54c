import { webhooksEndpoints as e, type TInputOf, type TWebhookRef } from "@wms/contracts";
import { call, callEnvelope } from "../../api/client.ts";

export const webhooksKey = ["webhooks"] as const;
const quiet = { skipErrorMessage: true };

export const webhooksApi = {
  list: (params: TInputOf<typeof e.list>) => call(e.list, params),
  create: (body: TInputOf<typeof e.create>) => call(e.create, body, quiet),
  update: (body: TInputOf<typeof e.update>) => call(e.update, body, quiet),
  /** The whole envelope: the screen shows the server's message. */
  remove: (ref: TWebhookRef) => callEnvelope(e.remove, ref),
  revealSecret: (ref: TWebhookRef) => call(e.revealSecret, ref),
  rotateSecret: (ref: TWebhookRef) => call(e.rotateSecret, ref),
  sendTest: (ref: TWebhookRef) => call(e.sendTest, ref),
  log: (params: TInputOf<typeof e.log>) => call(e.log, params),
  resend: (provider_uuid: string, delivery_id: string) => call(e.resend, { provider_uuid, delivery_id }),
};
