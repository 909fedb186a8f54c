import type { TDisputeStatus } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware): waiting for the provider, settled by a credit note, the charge stands. */
const colours: Record<TDisputeStatus, string> = { open: "gold", accepted: "green", rejected: "red" };

/** A dispute's status in the disputes lists: Open, Accepted, Rejected. */
export const DisputeStatusTag = statusTag({
  colours,
  textKey: "billing.disputes.statuses",
  testId: "dispute-status",
});

/** A charge's latest dispute beside its credit marks: Disputed, Dispute accepted, Dispute rejected. */
export const ChargeDisputeTag = statusTag({
  colours,
  textKey: "billing.charges.disputes",
  testId: "charge-dispute",
});
