import { receiptsEndpoints as e, type TInputOf } from "@wms/contracts";
import { call, caller, quiet } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";

/** Invalidate after any receipt change: lists and details. */
export const receiptsKey = ["receipts"] as const;

/** Drop shippers name the provider on every call; provider staff leave it out. */
type TRef = TInputOf<typeof e.detail>;

export const receiptsApi = {
  list: caller(e.list),
  detail: (ref: TRef) => call(e.detail, ref),
  create: caller(e.create, quiet),
  update: caller(e.update, quiet),
  submit: (ref: TRef) => call(e.submit, ref),
  cancel: (ref: TRef) => call(e.cancel, ref),
  start: (ref: TRef) => call(e.startReceiving, ref, quiet),
  /** Errors are shown next to the scan field, not as a toast. */
  scan: caller(e.scan, quiet),
  inspect: caller(e.inspect, quiet),
  suggest: (ref: TRef) => call(e.suggestPutaway, ref),
  putaway: caller(e.putaway, quiet),
  complete: (ref: TRef) => call(e.complete, ref, quiet),
  printLabels: (ref: TRef) => downloadFile(e.printBoxLabels, ref),
};
