import { optionalFlowSteps, type TOrderStatus, type TOutboundFlow, type TOutboundStep } from "@wms/contracts";

/**
 * The floor's steps after confirmation, in order: the parcel is packed and reviewed, weighed, labelled,
 * bagged by channel and handed over. The waybill may be printed any time from the wave on, and must be
 * before the bag (a warehouse that does not bag asks for it before the hand-over).
 */
export const floorSteps = ["wave", "pick", "review", "weigh", "waybill", "bag", "hand_over"] as const;
export type TFloorStep = (typeof floorSteps)[number];

/** The steps an order reached: the statuses name the last step done. */
const doneThrough: Partial<Record<TOrderStatus, TFloorStep>> = {
  in_wave: "wave",
  picked: "pick",
  reviewed: "review",
  weighed: "weigh",
  bagged: "bag",
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
  const ahead: TFloorStep[] = floorSteps.slice(from).filter((s) => !skipped.includes(s) && s !== "waybill");
  if (trackingNumber !== "") return ahead;
  // Without its number the waybill is still to do: before the bag, or before the hand-over when there is none.
  const at = ahead.includes("bag") ? ahead.indexOf("bag") : ahead.indexOf("hand_over");
  return [...ahead.slice(0, at), "waybill", ...ahead.slice(at)];
}

/**
 * The overview's steps whose orders wait for a floor step a flow may leave out: review and weighing wait
 * in the state before them, bagging in `labelled` (a weighed parcel with its waybill).
 */
export const waitingFor: Partial<Record<TOutboundStep, TFloorStep>> = {
  picked: "review",
  reviewed: "weigh",
  labelled: "bag",
};

/** The order-list filter of an overview step: its status (`weighed` and `labelled` both weighed, without or with a number). */
export function filterOfStep(step: TOutboundStep): { status: TOrderStatus; labelled?: "yes" | "no" } {
  if (step === "weighed") return { status: "weighed", labelled: "no" };
  if (step === "labelled") return { status: "weighed", labelled: "yes" };
  if (step === "ready") return { status: "bagged" };
  return { status: step };
}

/** Where each step's work is done: the screen an operator opens for it. */
export const stepScreens: Record<TOutboundStep, string> = {
  confirmed: "/p/p-wave-order",
  in_wave: "/p/p-wave-order",
  picked: "/p/p-to-review",
  reviewed: "/p/p-batch-weighing",
  weighed: "/p/p-list-of-shipping-orders?status=weighed",
  labelled: "/p/p-bagging",
  ready: "/p/p-list-of-shipping-orders?status=bagged",
  exception: "/p/p-exceptions",
};
