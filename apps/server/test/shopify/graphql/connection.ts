import { GraphQLError } from "graphql";

/**
 * Relay connections as Shopify serves them: `first`/`last` with `after`/`before`, `edges { cursor node }`,
 * `nodes`, `pageInfo`. A cursor is opaque base64 of `{"last_id":…,"last_value":…}` (the sort key of the
 * item), so paging stays right when items change between pages.
 */

export type TPageArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
};

export type TSortKey = { id: number; value: string | number };

type TCursor = { last_id: number; last_value: string | number };

function encodeCursor(key: TSortKey): string {
  const cursor: TCursor = { last_id: key.id, last_value: key.value };
  return Buffer.from(JSON.stringify(cursor)).toString("base64");
}

function decodeCursor(cursor: string): TCursor {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64").toString("utf8")) as Partial<TCursor>;
    if (typeof parsed.last_id === "number" && parsed.last_value !== undefined) return parsed as TCursor;
  } catch {
    // answered below
  }
  throw new GraphQLError("Invalid cursor for current pagination sort.");
}

function compare(a: TSortKey, b: TSortKey): number {
  if (a.value < b.value) return -1;
  if (a.value > b.value) return 1;
  return a.id - b.id;
}

export function paginate<T>(
  items: readonly T[],
  args: TPageArgs,
  keyOf: (item: T) => TSortKey,
  toNode: (item: T) => unknown,
) {
  const first = args.first ?? null;
  const last = args.last ?? null;
  if (first === null && last === null) throw new GraphQLError("you must provide one of first or last");
  if ((first !== null && first < 0) || (last !== null && last < 0))
    throw new GraphQLError("first and last must be non-negative");

  const direction = args.reverse ? -1 : 1;
  let window = items
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => direction * compare(a.key, b.key));
  const total = window.length;
  let skippedBefore = false;
  let skippedAfter = false;
  if (args.after) {
    const after = decodeCursor(args.after);
    const at = { id: after.last_id, value: after.last_value };
    const before = window.length;
    window = window.filter((entry) => direction * compare(entry.key, at) > 0);
    skippedBefore = window.length < before;
  }
  if (args.before) {
    const before = decodeCursor(args.before);
    const at = { id: before.last_id, value: before.last_value };
    const count = window.length;
    window = window.filter((entry) => direction * compare(entry.key, at) < 0);
    skippedAfter = window.length < count;
  }
  let hasNextPage = skippedAfter;
  let hasPreviousPage = skippedBefore;
  if (first !== null && window.length > first) {
    window = window.slice(0, first);
    hasNextPage = true;
  }
  if (last !== null && window.length > last) {
    window = window.slice(window.length - last);
    hasPreviousPage = true;
  }
  const edges = window.map((entry) => ({ cursor: encodeCursor(entry.key), node: toNode(entry.item) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: total,
  };
}

/** A plain list (not a connection) that takes `first`, such as `Order.fulfillments(first:)`. */
export function firstOf<T>(items: readonly T[], first: number | null | undefined): T[] {
  return first === null || first === undefined ? [...items] : items.slice(0, Math.max(0, first));
}
