import { sql } from "drizzle-orm";
import { documentDate } from "../clock.ts";
import type { Db } from "./client.ts";
import type { daySequenceTable } from "./columns.ts";

/** A per-provider, per-day counter of document numbers (`daySequenceTable`). */
type TDaySequence = ReturnType<typeof daySequenceTable>;

/**
 * Reserves `count` consecutive numbers of the UTC day of `now` (the document date, kernel/clock.ts) on a provider's day counter, in one upsert
 * so concurrent writers never share a number. Answers the day (YYYYMMDD) and the first number reserved.
 */
export async function reserveDayNumbers(
  db: Db,
  table: TDaySequence,
  providerId: string,
  count = 1,
  now = documentDate(),
) {
  const day = now.toISOString().slice(0, 10).replace(/-/g, "");
  const [row] = await db
    .insert(table)
    .values({ providerId, day, last: count })
    .onConflictDoUpdate({
      target: [table.providerId, table.day],
      set: { last: sql`${table.last} + ${count}` },
    })
    .returning({ last: table.last });
  return { day, first: (row?.last ?? count) - count + 1 };
}

/** How a document code reads: `prefix` + YYYYMMDD + `separator` + the number padded to `digits`. */
export type TDayCodeFormat = { prefix: string; digits: number; separator?: string };

/** The code of a document numbered `n` on `day` (YYYYMMDD). */
export const dayCode = (f: TDayCodeFormat, day: string, n: number) =>
  `${f.prefix}${day}${f.separator ?? ""}${String(n).padStart(f.digits, "0")}`;

/** The next document code of the day on a provider's day counter, e.g. SO2026112300007. */
export async function nextDayCode(
  db: Db,
  table: TDaySequence,
  providerId: string,
  format: TDayCodeFormat,
  now = documentDate(),
) {
  const { day, first } = await reserveDayNumbers(db, table, providerId, 1, now);
  return dayCode(format, day, first);
}
