import dayjs from "dayjs";
import type { TListParams } from "./use-list-params.ts";

const day = (seconds: unknown) => (seconds ? dayjs.unix(Number(seconds)).format("YYYY-MM-DD") : undefined);

/**
 * A list's params with its `date` range filter (kept in seconds, see `TFilter`) as the YYYY-MM-DD days
 * `date_from` / `date_to` that the document lists (orders, receipts, waves) take; `name` is the range
 * filter's name when it is not `date` (the charges' `day`: `day_from` / `day_to`).
 */
export function withDayRange(params: TListParams, name = "date"): TListParams {
  const [from, to] = [`${name}_from`, `${name}_to`];
  return { ...params, [from]: day(params[from]), [to]: day(params[to]) };
}
