/**
 * How a wave strategy groups confirmed orders (pure, so preview and generate agree):
 * - single-item: orders with exactly one SKU line; multi-item: two or more lines;
 * - same-channel: one group per logistics channel (orders without one form their own group);
 * - same-zone: one group per set of zones the order's stock is allocated in.
 * Each group is cut into waves in confirmation order, closing a wave before it would pass the
 * strategy's max orders or max lines; an order with more lines than the maximum gets a wave alone.
 */

export type TWaveCandidate = {
  id: string;
  code: string;
  channelId: string | null;
  lineCount: number;
  unitCount: number;
  /** Sorted, comma-joined zone codes of the order's allocated stock ('' for bins without a zone). */
  zones: string;
};

export type TStrategyRule = {
  kind: string;
  maxOrdersPerWave: number;
  maxLinesPerWave: number;
};

export type TPlannedWave = { orders: TWaveCandidate[]; lineCount: number; unitCount: number };

function groupKey(kind: string, o: TWaveCandidate): string | null {
  switch (kind) {
    case "single-item":
      return o.lineCount === 1 ? "single" : null;
    case "multi-item":
      return o.lineCount >= 2 ? "multi" : null;
    case "same-channel":
      return `channel:${o.channelId ?? ""}`;
    case "same-zone":
      return `zones:${o.zones}`;
    default:
      return null;
  }
}

/** Candidates arrive in confirmation order; groups keep the order of their first member. */
export function planWaves(
  rule: TStrategyRule,
  candidates: TWaveCandidate[],
): { waves: TPlannedWave[]; skipped: TWaveCandidate[] } {
  const groups = new Map<string, TWaveCandidate[]>();
  const skipped: TWaveCandidate[] = [];
  for (const o of candidates) {
    const key = groupKey(rule.kind, o);
    if (key === null) {
      skipped.push(o);
      continue;
    }
    const group = groups.get(key);
    if (group) group.push(o);
    else groups.set(key, [o]);
  }
  const waves: TPlannedWave[] = [];
  for (const group of groups.values()) {
    let current: TPlannedWave | null = null;
    for (const o of group) {
      const full =
        current !== null &&
        (current.orders.length >= rule.maxOrdersPerWave ||
          current.lineCount + o.lineCount > rule.maxLinesPerWave);
      if (current === null || full) {
        current = { orders: [], lineCount: 0, unitCount: 0 };
        waves.push(current);
      }
      current.orders.push(o);
      current.lineCount += o.lineCount;
      current.unitCount += o.unitCount;
    }
  }
  return { waves, skipped };
}
