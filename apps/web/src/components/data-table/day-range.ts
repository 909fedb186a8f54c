import dayjs from "dayjs";
import type { TListParams } from "./use-list-params.ts";

const day = (seconds: unknown) => (seconds ? dayjs.unix(Number(seconds)).format("YYYY-MM-DD") : undefined);

/**
 * A list's params with its `date` range filter (kept in seconds, see `TFilter`) as the YYYY-MM-DD days
 * `date_from` / `date_to` that the document lists (orders, receipts, waves) take.
 */
export function withDayRange({ date_from, date_to, ...rest }: TListParams): TListParams {
  return { ...rest, date_from: day(date_from), date_to: day(date_to) };
}
