import { describe, expect, it } from "vitest";
import { filterOfStep, remainingSteps, skippedSteps } from "./remaining-steps.ts";

describe("remainingSteps", () => {
  it("a confirmed order has the whole floor ahead of it, in the order the parcel is worked", () => {
    expect(remainingSteps("confirmed", "")).toEqual([
      "wave",
      "pick",
      "review",
      "weigh",
      "waybill",
      "bag",
      "hand_over",
    ]);
  });
  it("each status leaves the steps after the one it names", () => {
    expect(remainingSteps("picked", "")).toEqual(["review", "weigh", "waybill", "bag", "hand_over"]);
    expect(remainingSteps("reviewed", "")).toEqual(["weigh", "waybill", "bag", "hand_over"]);
    expect(remainingSteps("weighed", "")).toEqual(["waybill", "bag", "hand_over"]);
  });
  it("a printed waybill is not asked for again", () => {
    expect(remainingSteps("in_wave", "SELF00000000001")).toEqual([
      "pick",
      "review",
      "weigh",
      "bag",
      "hand_over",
    ]);
    expect(remainingSteps("weighed", "SELF00000000001")).toEqual(["bag", "hand_over"]);
    expect(remainingSteps("bagged", "SELF00000000001")).toEqual(["hand_over"]);
  });
  it("a step the warehouse's flow does not require is not asked for; the waybill still is, before the hand-over", () => {
    const noBagging = skippedSteps({
      review_required: true,
      bagging_required: false,
      weighing_required: true,
    });
    expect(noBagging).toEqual(["bag"]);
    expect(remainingSteps("picked", "", noBagging)).toEqual(["review", "weigh", "waybill", "hand_over"]);
    // Passed the bag by itself, without its number yet.
    expect(remainingSteps("bagged", "", noBagging)).toEqual(["waybill", "hand_over"]);
    const pickAndShip = skippedSteps({
      review_required: false,
      bagging_required: false,
      weighing_required: false,
    });
    expect(remainingSteps("in_wave", "", pickAndShip)).toEqual(["pick", "waybill", "hand_over"]);
    expect(skippedSteps(undefined)).toEqual([]);
  });
  it("an exception waits for its resolution; orders off the floor have nothing left", () => {
    expect(remainingSteps("exception", "")).toBeNull();
    expect(remainingSteps("shipped", "X1")).toEqual([]);
    expect(remainingSteps("draft", "")).toEqual([]);
  });
});

describe("filterOfStep", () => {
  it("splits the weighed orders by their tracking number; bagged ones are ready", () => {
    expect(filterOfStep("weighed")).toEqual({ status: "weighed", labelled: "no" });
    expect(filterOfStep("labelled")).toEqual({ status: "weighed", labelled: "yes" });
    expect(filterOfStep("ready")).toEqual({ status: "bagged" });
    expect(filterOfStep("picked")).toEqual({ status: "picked" });
  });
});
