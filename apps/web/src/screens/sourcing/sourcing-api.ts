import { sourcingEndpoints as e, type TInputOf } from "@wms/contracts";
import { call, callEnvelope, caller, quiet } from "../../api/client.ts";

/** Invalidate after any sourcing change (and on a live sourcing notification): lists, details, quotas. */
export const sourcingKey = ["sourcing"] as const;

/** Drop shippers name the provider on every call; provider staff leave it out. */
type TRef = TInputOf<typeof e.detail>;

export const sourcingApi = {
  list: caller(e.list),
  detail: (ref: TRef) => call(e.detail, ref),
  /** Quiet: the form shows field errors under their fields and a 4091 as the duplicates dialog. */
  create: caller(e.create, quiet),
  resubmit: (ref: TRef) => call(e.resubmit, ref),
  uploadImage: (providerUuid: string | undefined, file: File) =>
    call(e.uploadImage, { provider_uuid: providerUuid }, { file, ...quiet }),
  /** The envelope, so that a 3000 answer (rows refused) is told apart from a full import. */
  importSheet: (providerUuid: string | undefined, file: File, submitAnyway: boolean) =>
    callEnvelope(
      e.import,
      { provider_uuid: providerUuid, submit_anyway: submitAnyway ? "1" : undefined },
      {
        file,
        ...quiet,
      },
    ),
  cancel: (ref: TRef) => call(e.cancel, ref),
  start: (ref: TRef) => call(e.start, ref),
  quote: caller(e.quote, quiet),
  reject: caller(e.reject, quiet),
  rejectQuote: caller(e.rejectQuote, quiet),
  confirm: (ref: TRef) => call(e.confirm, ref),
  assign: caller(e.assign),
  staff: () => call(e.staff),
  quotas: () => call(e.quotas),
  updateQuota: caller(e.updateQuota, quiet),
  myQuota: (providerUuid: string | undefined) => call(e.myQuota, { provider_uuid: providerUuid }),
};
