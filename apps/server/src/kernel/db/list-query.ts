import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  type Subquery,
  sql,
} from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { containsPattern } from "./sql-helpers.ts";

/**
 * One builder for the paged lists: filters and a keyword make the WHERE, the caller's sort choice (ties
 * broken as the list says, usually by id so pages never overlap) the ORDER BY, the page the LIMIT and
 * OFFSET; a second query counts the matching rows. Answers `{ rows, total }`, the rows as selected.
 */

/** A column or expression a list is ordered by. */
export type TOrderTerm = AnyColumn | SQLWrapper;
/** One sort choice: a term, or several ordered in turn (all in the list's direction). */
export type TSortTerms = TOrderTerm | readonly TOrderTerm[];
/** The direction of a tie-break: a fixed one, or the list's own ("same"). */
export type TTieOrder = "asc" | "desc" | "same";
/** One alternative of a keyword search: a text column (ILIKE), or a condition on the contains-pattern. */
export type TKeywordTerm = AnyColumn | ((pattern: string) => SQL | undefined);
/**
 * A join of the count query (the listed rows bring their joins in their own select): inner, or `left` where
 * the listed rows' select left-joins too (a row without a match is still one to count).
 */
export type TCountJoin = { table: PgTable; on: SQL | undefined; left?: true };

/** What a list call reads of its query: the page, and the direction, sort choice and keyword it has. */
export type TListQuery = {
  page_size: number;
  cur_page: number;
  order?: "asc" | "desc";
  sort?: string;
  keyword?: string;
};

/** The order of a list: a sort (by choice or fixed) in the query's direction, then the tie-breaks. */
export type TListOrder<Q extends TListQuery> = {
  /** The terms of each choice of `q.sort`. */
  sorts?: Record<NonNullable<Q["sort"]>, TSortTerms>;
  /** The sort of a list without a choice (or when `q.sort` is absent). */
  sort?: TSortTerms;
  /** Where nulls of the sort terms go (Postgres' default, nulls as the largest value, when absent). */
  nulls?: "first" | "last";
  /** Tie-breaks after the sort, before the id, ordered by `tieOrder` (ascending by default). */
  ties?: readonly TOrderTerm[];
  tieOrder?: TTieOrder;
  /** The last tie-break, ordered by `idOrder` (ascending by default). */
  id?: TOrderTerm;
  idOrder?: TTieOrder;
  /** A fixed order instead of all the above. */
  orderBy?: readonly SQL[];
};

/** The rows of a list: what `from` (or `select`) lists, the filters, the keyword's alternatives. */
export type TListSpec<Q extends TListQuery> = TListOrder<Q> & {
  /** What is counted, and listed whole when there is no `select`. */
  from: PgTable | Subquery;
  /** The joins the count needs as well (those its filters read). */
  countJoins?: readonly TCountJoin[];
  /** Conditions, all of which hold (undefined ones are left out). */
  where?: readonly (SQL | undefined)[];
  /** `q.keyword` matches one of these (a contains-match, the keyword taken literally). */
  keyword?: readonly TKeywordTerm[];
  /** Count at most this many rows past the page (see `countLimitOf`); absent: count them all. */
  countAhead?: number;
};

/** A select to page: columns, FROM and joins, no WHERE yet (a UNION, filtered in its parts, takes none). */
type TSelectQuery = { $dynamic(): unknown; readonly _: { readonly result: unknown } };
type TRowOf<S extends TSelectQuery> = S["_"]["result"] extends readonly (infer R)[] ? R : never;
/** A page's rows and how many match; `capped`: at least `total` match (the count stopped there). */
export type TPageRows<R> = { rows: R[]; total: number; capped?: boolean };

/**
 * Lists that can reach a million rows (orders, low stock over every SKU) count exactly only up to a limit
 * past the page the user is on: counting every match is most of their time (docs/decisions.md "Totals of
 * big lists"). Above the limit the total is a floor, answered with `total_capped` and shown as "at least
 * N"; each page further on counts further.
 */
export const bigListCountAhead = 1000;
const countLimitOf = (q: TListQuery, ahead: number) => offsetOf(q) + q.page_size + ahead;

/** A keyword search over some alternatives (ILIKE, the keyword taken literally); none without a keyword. */
export function keywordOf(keyword: string | undefined, ...terms: TKeywordTerm[]): SQL | undefined {
  if (!keyword || terms.length === 0) return undefined;
  const like = containsPattern(keyword);
  return or(...terms.map((t) => (typeof t === "function" ? t(like) : ilike(t, like))));
}

/** An optional filter of a query: `column = value` when a value is given, nothing (left out) otherwise. */
export const filterEq = (column: AnyColumn, value: string | undefined) =>
  value ? eq(column, value) : undefined;

/** `column` within the UTC days `from` to `to` (YYYY-MM-DD, both included, either absent for no bound). */
export function withinDays(column: AnyColumn, from?: string, to?: string): (SQL | undefined)[] {
  const day = (d: string, later = 0) => {
    const t = new Date(`${d}T00:00:00Z`);
    t.setUTCDate(t.getUTCDate() + later);
    return t;
  };
  return [from ? gte(column, day(from)) : undefined, to ? lt(column, day(to, 1)) : undefined];
}

const listOf = (terms: TSortTerms | undefined): readonly TOrderTerm[] =>
  terms === undefined ? [] : Array.isArray(terms) ? terms : [terms as TOrderTerm];

/** The ORDER BY terms of a list for this query. */
function orderOf<Q extends TListQuery>(spec: TListOrder<Q>, q: Q): SQL[] {
  if (spec.orderBy) return [...spec.orderBy];
  const dir = q.order === "desc" ? desc : asc;
  const by = (o: TTieOrder = "asc") => (o === "same" ? dir : o === "desc" ? desc : asc);
  const sorts = spec.sorts as Record<string, TSortTerms> | undefined;
  const chosen = sorts && q.sort !== undefined ? sorts[q.sort] : spec.sort;
  const nulls = spec.nulls === "first" ? sql` nulls first` : spec.nulls === "last" ? sql` nulls last` : null;
  return [
    ...listOf(chosen).map((t) => (nulls ? sql`${dir(t)}${nulls}` : dir(t))),
    ...(spec.ties ?? []).map((t) => by(spec.tieOrder)(t)),
    ...(spec.id ? [by(spec.idOrder)(spec.id)] : []),
  ];
}

const offsetOf = (q: TListQuery) => (q.cur_page - 1) * q.page_size;

/** One page of a table's rows (all columns) and how many match. */
export function listPage<T extends PgTable, Q extends TListQuery>(
  db: Db,
  spec: TListSpec<NoInfer<Q>> & { from: T; select?: undefined },
  q: Q,
): Promise<TPageRows<T["$inferSelect"]>>;
/** One page of a select's rows (its columns and joins) and how many match. */
export function listPage<S extends TSelectQuery, Q extends TListQuery>(
  db: Db,
  spec: TListSpec<NoInfer<Q>> & { select: S },
  q: Q,
): Promise<TPageRows<TRowOf<S>>>;
export async function listPage(
  db: Db,
  spec: TListSpec<TListQuery> & { select?: TSelectQuery },
  q: TListQuery,
): Promise<TPageRows<unknown>> {
  const where = and(...(spec.where ?? []), keywordOf(q.keyword, ...(spec.keyword ?? [])));
  const base = (spec.select?.$dynamic() ??
    db
      .select()
      .from(spec.from as PgTable)
      .$dynamic()) as PgSelect;
  // A UNION's first part is the builder itself: a WHERE (even an empty one) would replace that part's.
  const rows = (where ? base.where(where) : base)
    .orderBy(...orderOf(spec, q))
    .limit(q.page_size)
    .offset(offsetOf(q));
  if (spec.countAhead !== undefined) {
    const limit = countLimitOf(q, spec.countAhead);
    let matching = db.select({ one: sql`1` }).from(spec.from).$dynamic();
    for (const j of spec.countJoins ?? [])
      matching = j.left ? matching.leftJoin(j.table, j.on) : matching.innerJoin(j.table, j.on);
    const capped = db.select({ n: count() }).from(matching.where(where).limit(limit).as("matching"));
    const [list, [total]] = await Promise.all([rows, capped]);
    const n = total?.n ?? 0;
    return { rows: list, total: n, capped: n >= limit };
  }
  let counted = db.select({ n: count() }).from(spec.from).$dynamic();
  for (const j of spec.countJoins ?? [])
    counted = j.left ? counted.leftJoin(j.table, j.on) : counted.innerJoin(j.table, j.on);
  const [list, [total]] = await Promise.all([rows, counted.where(where)]);
  return { rows: list, total: total?.n ?? 0 };
}

/**
 * One page of a raw SQL list: `select` is the statement with its WHERE (the order, limit and offset are
 * appended), `count` answers one row with `n`. With `countAhead`, `count` is the FROM and WHERE of the
 * rows to count instead (`from … where …`), counted up to the limit (see `bigListCountAhead`).
 */
export async function listPageSql<R, Q extends TListQuery>(
  db: Db,
  spec: TListOrder<NoInfer<Q>> & { select: SQL; count: SQL; countAhead?: number },
  q: Q,
): Promise<TPageRows<R>> {
  const order = sql.join(orderOf(spec, q), sql`, `);
  const rows = await db.execute(
    sql`${spec.select} order by ${order} limit ${q.page_size} offset ${offsetOf(q)}`,
  );
  const limit = spec.countAhead === undefined ? undefined : countLimitOf(q, spec.countAhead);
  const counted = await db.execute(
    limit === undefined
      ? spec.count
      : sql`select count(*)::int as n from (select 1 ${spec.count} limit ${limit}) matching`,
  );
  const total = Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return {
    rows: (rows as unknown as { rows: R[] }).rows,
    total,
    ...(limit !== undefined ? { capped: total >= limit } : {}),
  };
}

/**
 * How many rows (matching `where`) have each of `states` in `column`, zero for those none has: one
 * GROUP BY, for the counts a list shows above its table.
 */
export async function countsByState<S extends string>(
  db: Db,
  column: PgColumn,
  where: SQL | undefined,
  states: readonly S[],
): Promise<Record<S, number>> {
  const rows = await db
    .select({ state: column, n: count() })
    .from(column.table as PgTable)
    .where(where)
    .groupBy(column);
  const counts = Object.fromEntries(states.map((s) => [s, 0])) as Record<S, number>;
  for (const r of rows) if (states.includes(r.state as S)) counts[r.state as S] = r.n;
  return counts;
}
