import { mailEndpoints as e, type TInputOf } from "@wms/contracts";
import { call, callEnvelope, caller } from "../../api/client.ts";

export const mailKey = ["mail", "list"] as const;

export const mailApi = {
  list: caller(e.list),
  open: (id: string) => call(e.detail, { id }),
  mark: (ids: string[], read: boolean) => call(e.mark, { ids, read }),
  /** The whole envelope: the screen shows the server's message. */
  remove: (ids: string[]) => callEnvelope(e.remove, { ids }),
  recipients: () => call(e.recipients),
  send: (body: TInputOf<typeof e.send>) => call(e.send, body, { skipErrorMessage: true }),
};
