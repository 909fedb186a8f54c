import type { TReturnReason } from "@wms/contracts";

/**
 * Shopify's reason for a returned line as one of the RMA's (docs/stores.md "Returns"). Since 2026-01 a
 * line's reason is a `ReturnReasonDefinition` of Shopify's growing library, known by a stable `handle`
 * ("arrived-late", "too-tight", "color-too-bright", "quality" …; the `ReturnReason` enum is deprecated), so
 * the handle is matched by the words in it, first match wins; none (or no reason): `other`. The reason's
 * name and the buyer's notes stay beside it on the RMA line.
 */
const byWords: [RegExp, TReturnReason][] = [
  [/damaged|broken|arrived-damaged/, "damaged"],
  [/defect|quality|not-working|faulty|stopped-working/, "defective"],
  [/wrong/, "wrong_item"],
  [/not-as-described|description|different|color|colour|style|look/, "not_as_described"],
  [/size|fit|tight|loose|small|large|big|long|short|comfort/, "size_or_fit"],
  [/unwanted|changed-mind|no-longer|mistake|late|better-price|not-needed/, "no_longer_needed"],
  [/undeliverable|return-to-sender|refused-delivery/, "undeliverable"],
];

export function returnReasonOf(handle: string | null): TReturnReason {
  if (!handle) return "other";
  return byWords.find(([words]) => words.test(handle))?.[1] ?? "other";
}
