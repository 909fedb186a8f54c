import { receiptsEndpoints as e, type TInputOf } from "@wms/contracts";
import { call } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";

/** Invalidate after any receipt change: lists and details. */
export const receiptsKey = ["receipts"] as const;

/** Drop shippers name the provider on every call; provider staff leave it out. */
type TRef = TInputOf<typeof e.detail>;
const quiet = { skipErrorMessage: true };

export const receiptsApi = {
  list: (params: TInputOf<typeof e.list>) => call(e.list, params),
  detail: (ref: TRef) => call(e.detail, ref),
  create: (body: TInputOf<typeof e.create>) => call(e.create, body, quiet),
  update: (body: TInputOf<typeof e.update>) => call(e.update, body, quiet),
  submit: (ref: TRef) => call(e.submit, ref),
  cancel: (ref: TRef) => call(e.cancel, ref),
  start: (ref: TRef) => call(e.startReceiving, ref, quiet),
  /** Errors are shown next to the scan field, not as a toast. */
  scan: (body: TInputOf<typeof e.scan>) => call(e.scan, body, quiet),
  inspect: (body: TInputOf<typeof e.inspect>) => call(e.inspect, body, quiet),
  suggest: (ref: TRef) => call(e.suggestPutaway, ref),
  putaway: (body: TInputOf<typeof e.putaway>) => call(e.putaway, body, quiet),
  complete: (ref: TRef) => call(e.complete, ref, quiet),
  printLabels: (ref: TRef) => downloadFile(e.printBoxLabels, ref),
};
