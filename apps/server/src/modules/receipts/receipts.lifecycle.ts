import type { TReceiptStatus } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import { defineLifecycle } from "../../kernel/lifecycle.ts";

export type TReceiptAction =
  | "update"
  | "submit"
  | "cancel"
  | "start"
  | "scan"
  | "inspect"
  | "putaway"
  | "complete";

/** The customer (a drop shipper) prepares and submits; the warehouse staff receive. */
export type TReceiptActorKind = "customer" | "staff";

export const receiptActorOf = (scope: AccessScope): TReceiptActorKind =>
  scope.isProviderSide ? "staff" : "customer";

const everyone = ["customer", "staff"] as const;
const staff = ["staff"] as const;

/**
 * The receipt lifecycle: which action leaves which states for which state, and who takes it. The work
 * of each step (lines scanned, quantities inspected, stock put away) is done by its service between
 * `lockFor` and `logAction` (receipts.service.ts), which read this table.
 */
export const receiptLifecycle = defineLifecycle<TReceiptAction, TReceiptStatus, TReceiptActorKind, void>({
  update: { from: ["draft"], to: null, who: everyone },
  submit: { from: ["draft"], to: "submitted", who: everyone },
  cancel: { from: ["draft", "submitted"], to: "cancelled", who: everyone },
  start: { from: ["submitted"], to: "receiving", who: staff },
  scan: { from: ["receiving"], to: null, who: staff },
  inspect: { from: ["receiving"], to: "inspected", who: staff },
  putaway: { from: ["inspected"], to: "put_away", who: staff },
  complete: { from: ["put_away"], to: "completed", who: staff },
});

/** The state an action leads to, or null when it keeps the state. */
export function receiptTarget(action: TReceiptAction): TReceiptStatus | null {
  const to = receiptLifecycle.transitions[action].to;
  return typeof to === "string" ? to : null;
}
