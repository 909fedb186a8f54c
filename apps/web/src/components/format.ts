import dayjs from "dayjs";

/** Timestamps are seconds and shown as YYYY-MM-DD HH:mm:ss (spec section 4). */
export function formatTime(seconds: number | null | undefined): string {
  return seconds ? dayjs.unix(seconds).format("YYYY-MM-DD HH:mm:ss") : "—";
}

export function formatMoney(amount: number | string | null | undefined, currency = "USD"): string {
  if (amount === null || amount === undefined || amount === "") return "—";
  return `${currency} ${Number(amount).toFixed(2)}`;
}
