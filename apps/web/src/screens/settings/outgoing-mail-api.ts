import { outgoingMailEndpoints as e } from "@wms/contracts";
import { callEnvelope, caller } from "../../api/client.ts";

export const outgoingMailKey = ["outgoing-mail"] as const;

export const outgoingMailApi = {
  list: caller(e.list),
  /** The whole envelope: the screen shows the server's message. */
  sendAgain: (id: string) => callEnvelope(e.sendAgain, { id }),
};
