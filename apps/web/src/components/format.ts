import dayjs from "dayjs";

/** Timestamps are seconds and shown as YYYY-MM-DD HH:mm:ss (spec section 4). */
export function formatTime(seconds: number | null | undefined): string {
  return seconds ? dayjs.unix(seconds).format("YYYY-MM-DD HH:mm:ss") : "—";
}

export function formatMoney(amount: number | string | null | undefined, currency = "USD"): string {
  if (amount === null || amount === undefined || amount === "") return "—";
  return `${currency} ${Number(amount).toFixed(2)}`;
}

/** A count as the screens show it, grouped in thousands in both languages: 1,230. */
export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

/** A ratio (0.042) as a percentage with one decimal: "4.2 %"; "—" for none. */
export function formatPercent(ratio: number | null): string {
  if (ratio === null) return "—";
  return `${(ratio * 100).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}
