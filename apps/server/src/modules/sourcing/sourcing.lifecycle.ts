import type { TSourcingStatus } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import { defineLifecycle } from "../../kernel/lifecycle.ts";

export type TSourcingAction =
  | "cancel"
  | "start"
  | "quote"
  | "reject"
  | "reject_quote"
  | "confirm"
  | "expire"
  | "assign";

/** The customer (a drop shipper) asks and answers; the provider's staff source and quote; the system expires. */
export type TSourcingActor = "customer" | "staff" | "system";

export const sourcingActorOf = (scope: AccessScope): TSourcingActor =>
  scope.isProviderSide ? "staff" : "customer";

const customer = ["customer"] as const;
const staff = ["staff"] as const;

/** The states a request is still worked in (assignable, listed in the staff's queue by default). */
export const openSourcingStates = [
  "submitted",
  "sourcing",
  "pending_confirmation",
  "rejected",
  "expired",
] as const;

/**
 * The sourcing lifecycle (docs/sourcing.md): which action leaves which states for which state, and who
 * takes it. The work of each step (the quote, the product a confirmation creates, the notices) is done by
 * sourcing.transitions.ts around `apply`, which reads this table.
 */
export const sourcingLifecycle = defineLifecycle<TSourcingAction, TSourcingStatus, TSourcingActor, void>({
  /** The customer withdraws a request nobody has quoted yet. */
  cancel: { from: ["submitted", "sourcing"], to: "cancelled", who: customer },
  /** The confirmed-start action of spec section 4: the staff take the request on; the customer is told. */
  start: { from: ["submitted"], to: "sourcing", who: staff },
  /** A supplier and a price; again until the customer confirms (after a rejected or expired quote too). */
  quote: {
    from: ["sourcing", "pending_confirmation", "rejected", "expired"],
    to: "pending_confirmation",
    who: staff,
  },
  /** The warehouse cannot source it (with a reason). */
  reject: { from: ["submitted", "sourcing"], to: "rejected", who: staff },
  /** The customer turns the quote down (with a reason); the staff may quote again. */
  reject_quote: { from: ["pending_confirmation"], to: "rejected", who: customer },
  /** The customer takes the quote: the product goes into its catalogue. */
  confirm: { from: ["pending_confirmation"], to: "completed", who: customer },
  /** The quote's validity passed before the customer answered. */
  expire: { from: ["pending_confirmation"], to: "expired", who: ["system"] },
  /** Who on the staff works it; keeps the state. */
  assign: { from: openSourcingStates, to: null, who: staff },
});

/** The state an action leads to, or null when it keeps the state. */
export function sourcingTarget(action: TSourcingAction): TSourcingStatus | null {
  const to = sourcingLifecycle.transitions[action].to;
  return typeof to === "string" ? to : null;
}
