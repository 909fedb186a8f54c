import { optionalFlowSteps, type TOrderStatus, type TOutboundFlow, type TOutboundStep } from "@wms/contracts";

/** The floor's steps after confirmation, in order; `waybill` may come any time from the wave on. */
export const floorSteps = ["wave", "pick", "review", "bag", "weigh", "waybill", "hand_over"] as const;
export type TFloorStep = (typeof floorSteps)[number];

/** The steps an order reached: the statuses name the last step done. */
const doneThrough: Partial<Record<TOrderStatus, TFloorStep>> = {
  in_wave: "wave",
  picked: "pick",
  reviewed: "review",
  bagged: "bag",
  weighed: "weigh",
};

/**
 * The steps a flow leaves out (none without a flow: every step is required by default). The floor steps a
 * flow may leave out are named as the actions that pass them (contracts `optionalFlowSteps`).
 */
export function skippedSteps(flow: TOutboundFlow | undefined): TFloorStep[] {
  return optionalFlowSteps.filter((o) => flow && !flow[o.field]).map((o) => o.action);
}

/**
 * What is left for an order on the floor, in order: every step after its status that its warehouse's flow
 * requires, without the waybill when its tracking number is already there. An order in exception has one
 * step left, its resolution (null); an order off the floor (draft, shipped, cancelled…) has none.
 */
export function remainingSteps(
  status: TOrderStatus,
  trackingNumber: string,
  skipped: readonly TFloorStep[] = [],
): TFloorStep[] | null {
  if (status === "exception") return null;
  if (status !== "confirmed" && !doneThrough[status]) return [];
  const last = doneThrough[status];
  const from = last ? floorSteps.indexOf(last) + 1 : 0;
  return floorSteps
    .slice(from)
    .filter((s) => !skipped.includes(s) && (s !== "waybill" || trackingNumber === ""));
}

/** The overview's step whose orders wait for a floor step (the state before it). */
export const waitingFor: Partial<Record<TOutboundStep, TFloorStep>> = Object.fromEntries(
  optionalFlowSteps.map((o) => [o.waitsIn, o.action]),
);

/** The order-list filter of an overview step: its status (`ready` and `weighed` both weighed, with or without a number). */
export function filterOfStep(step: TOutboundStep): { status: TOrderStatus; labelled?: "yes" | "no" } {
  if (step === "ready") return { status: "weighed", labelled: "yes" };
  if (step === "weighed") return { status: "weighed", labelled: "no" };
  return { status: step };
}

/** Where each step's work is done: the screen an operator opens for it. */
export const stepScreens: Record<TOutboundStep, string> = {
  confirmed: "/p/p-wave-order",
  in_wave: "/p/p-wave-order",
  picked: "/p/p-to-review",
  reviewed: "/p/p-bagging",
  bagged: "/p/p-batch-weighing",
  weighed: "/p/p-list-of-shipping-orders?status=weighed",
  ready: "/p/p-list-of-shipping-orders?status=weighed",
  exception: "/p/p-exceptions",
};
