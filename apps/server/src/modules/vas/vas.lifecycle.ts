import type { TVasAction, TVasStatus } from "@wms/contracts";
import { defineLifecycle } from "../../kernel/lifecycle.ts";

/** Who acts on a work order: the warehouse's staff, or the customer it is for. */
export type TVasWho = "staff" | "customer";

/**
 * A work order's life (docs/vas.md): requested, then done by the staff (with the units done) or cancelled
 * by either side while requested. Done and cancelled are final: a charge stands for work that stays done.
 */
export const vasLifecycle = defineLifecycle<TVasAction, TVasStatus, TVasWho, void>({
  complete: { from: ["requested"], to: "done", who: ["staff"] },
  cancel: { from: ["requested"], to: "cancelled", who: ["staff", "customer"] },
});
