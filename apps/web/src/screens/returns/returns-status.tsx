import type { TReturnDisposition, TReturnStatus, TUnidentifiedStatus } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware): announced, on its way, in the warehouse, inspected, done, cancelled. */
const statusColours: Record<TReturnStatus, string> = {
  requested: "gold",
  in_transit: "blue",
  received: "cyan",
  inspected: "purple",
  closed: "green",
  cancelled: "default",
};

/** An RMA's status: Requested, In transit, Received, Inspected, Closed, Cancelled. */
export const ReturnStatusTag = statusTag({
  colours: statusColours,
  textKey: "returns.statuses",
  testId: "return-status",
});

/** What became of inspected units, and `missing` for those never found when the inspection finished. */
export type TUnitOutcome = TReturnDisposition | "missing";

const outcomeColours: Record<TUnitOutcome, string> = {
  restock: "green",
  relabel: "blue",
  quarantine: "orange",
  dispose: "red",
  return_to_merchant: "purple",
  missing: "default",
};

/** A disposition: Restock, Relabel, Quarantine, Dispose, Return to merchant (or Missing). */
export const DispositionTag = statusTag({
  colours: outcomeColours,
  textKey: "returns.dispositions",
  testId: "return-disposition",
});

const parcelColours: Record<TUnidentifiedStatus, string> = { waiting: "gold", assigned: "green" };

/** An unidentified parcel's status: Waiting, Assigned. */
export const UnidentifiedStatusTag = statusTag({
  colours: parcelColours,
  textKey: "returns.unidentified.statuses",
  testId: "unidentified-status",
});
