import type { TReplenishmentStatus } from "@wms/contracts";
import { defineLifecycle } from "../../kernel/lifecycle.ts";

/** A replenishment task is done by scan (a move through the ledger) or cancelled, once, while open. */
export const replenishmentLifecycle = defineLifecycle<
  "confirm" | "cancel",
  TReplenishmentStatus,
  "staff",
  void
>({
  confirm: { from: ["open"], to: "done", who: ["staff"] },
  cancel: { from: ["open"], to: "cancelled", who: ["staff"] },
});
