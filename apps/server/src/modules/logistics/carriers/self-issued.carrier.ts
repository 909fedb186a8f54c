import { sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { logisticsWaybillSequences } from "../logistics.tables.ts";
import type { TCarrierAdapter } from "./carrier.ts";
import { buildTrackingUrl } from "./tracking-url.ts";

/** Luhn (mod 10) check digit of a digit string: catches any single mistyped digit and most swaps. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The next value of the provider's waybill sequence: one atomic upsert, safe under concurrency. */
export async function nextWaybillValue(tx: Db, providerId: string): Promise<number> {
  const [row] = await tx
    .insert(logisticsWaybillSequences)
    .values({ providerId, lastValue: 1 })
    .onConflictDoUpdate({
      target: logisticsWaybillSequences.providerId,
      set: { lastValue: sql`${logisticsWaybillSequences.lastValue} + 1` },
    })
    .returning({ value: logisticsWaybillSequences.lastValue });
  if (!row) throw new Error("waybill sequence not advanced");
  return row.value;
}

/** `<CHANNEL CODE><10-digit sequence><check digit>`, e.g. SELF00000000017. */
export function formatWaybill(channelCode: string, value: number): string {
  const digits = String(value).padStart(10, "0");
  return `${channelCode.replace(/[^A-Z0-9]/gi, "").toUpperCase()}${digits}${luhnCheckDigit(digits)}`;
}

/** Numbers the platform issues itself: unique per provider because the sequence is per provider. */
export const selfIssuedCarrier: TCarrierAdapter = {
  kind: "self_issued",
  async issueTrackingNumber(tx, _ctx, { channel }) {
    return formatWaybill(channel.code, await nextWaybillValue(tx, channel.providerId));
  },
  trackingUrl: (template, number) => buildTrackingUrl(template, number) ?? "",
};
