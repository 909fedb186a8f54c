/**
 * The return reason library (Admin API `ReturnReasonDefinition`, 2026-01 changelog "New Return Reason
 * Definitions API for Better Return Insights"): each reason has an id, a stable `handle` and a `name`; it
 * replaces the deprecated `ReturnReason` enum, which a return line item still answers (`returnReason`) and
 * its webhook still carries (`return_reason`). shopify.dev publishes only example handles ("arrived-late",
 * "comfort", "too-tight", "color-too-bright", "quality"); the others here stand for the deprecated enum's
 * values under their own names. `legacy` is what the deprecated field answers for each.
 */

export type TLegacyReturnReason =
  | "COLOR"
  | "DEFECTIVE"
  | "NOT_AS_DESCRIBED"
  | "OTHER"
  | "SIZE_TOO_LARGE"
  | "SIZE_TOO_SMALL"
  | "STYLE"
  | "UNKNOWN"
  | "UNWANTED"
  | "WRONG_ITEM";

export type TReturnReasonDefinition = {
  id: number;
  handle: string;
  name: string;
  legacy: TLegacyReturnReason;
};

const library: [string, string, TLegacyReturnReason][] = [
  ["arrived-late", "Arrived late", "OTHER"],
  ["comfort", "Comfort", "OTHER"],
  ["too-tight", "Too tight", "SIZE_TOO_SMALL"],
  ["color-too-bright", "Color too bright", "COLOR"],
  ["quality", "Quality", "DEFECTIVE"],
  ["color", "Color", "COLOR"],
  ["defective", "Damaged or defective", "DEFECTIVE"],
  ["not-as-described", "Item not as described", "NOT_AS_DESCRIBED"],
  ["other", "Other", "OTHER"],
  ["size-too-large", "Size was too large", "SIZE_TOO_LARGE"],
  ["size-too-small", "Size was too small", "SIZE_TOO_SMALL"],
  ["style", "Style", "STYLE"],
  ["unknown", "Unknown", "UNKNOWN"],
  ["unwanted", "Customer changed their mind", "UNWANTED"],
  ["wrong-item", "Received the wrong item", "WRONG_ITEM"],
];

/** The definitions, with ids of their own (the same in every shop: the library is Shopify's). */
export const returnReasonDefinitions: TReturnReasonDefinition[] = library.map(
  ([handle, name, legacy], i) => ({
    id: 9_100_000 + i,
    handle,
    name,
    legacy,
  }),
);

export function reasonByHandle(handle: string | null): TReturnReasonDefinition | null {
  return returnReasonDefinitions.find((r) => r.handle === handle) ?? null;
}
