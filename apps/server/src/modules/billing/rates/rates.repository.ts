import type { TRate, TRateCardListQuery } from "@wms/contracts";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { listPage } from "../../../kernel/db/list-query.ts";
import { firstOrNull, tenantRow, uuidArray } from "../../../kernel/db/sql-helpers.ts";
import { users } from "../../auth/index.ts";
import { customers } from "../../tenancy/index.ts";
import { billingSettings, rateCardRates, rateCards, rateCardVersions } from "../billing.tables.ts";

/** A card with the customer it belongs to (none for the default card). */
const cardColumns = {
  id: rateCards.id,
  customerId: rateCards.customerId,
  customerName: users.username,
  ownerCode: customers.ownerCode,
  createdAt: rateCards.createdAt,
  updatedAt: rateCards.updatedAt,
};

function cardQuery(db: Db) {
  return db
    .select(cardColumns)
    .from(rateCards)
    .leftJoin(customers, tenantRow(customers, rateCards.providerId, rateCards.customerId))
    .leftJoin(users, eq(users.id, customers.userId));
}

const versionsOf = sql`(select v.effective_from from rate_card_versions v
  where v.provider_id = ${rateCards.providerId} and v.card_id = ${rateCards.id}`;

/** The cards of a provider, the default first, each with the day its current and its next version start. */
export function listRateCards(db: Db, providerId: string, q: TRateCardListQuery, today: string) {
  return listPage(
    db,
    {
      select: db
        .select({
          ...cardColumns,
          currentFrom: sql<string | null>`${versionsOf} and v.effective_from <= ${today}::date
            order by v.effective_from desc limit 1)::text`,
          upcomingFrom: sql<string | null>`${versionsOf} and v.effective_from > ${today}::date
            order by v.effective_from limit 1)::text`,
          versionCount: sql<number>`(select count(*) from rate_card_versions v
            where v.provider_id = ${rateCards.providerId} and v.card_id = ${rateCards.id})::int`,
        })
        .from(rateCards)
        .leftJoin(customers, tenantRow(customers, rateCards.providerId, rateCards.customerId))
        .leftJoin(users, eq(users.id, customers.userId)),
      from: rateCards,
      // Left, as the rows' select: the default card has no customer and is counted all the same.
      countJoins: [
        {
          table: customers,
          on: tenantRow(customers, rateCards.providerId, rateCards.customerId),
          left: true,
        },
        { table: users, on: eq(users.id, customers.userId), left: true },
      ],
      where: [
        eq(rateCards.providerId, providerId),
        q.card_type === "default" ? isNull(rateCards.customerId) : undefined,
        q.card_type === "customer" ? isNotNull(rateCards.customerId) : undefined,
      ],
      keyword: [users.username, customers.ownerCode],
      sorts: {
        // The default card (no customer) first, then by customer name.
        customer: [sql`${rateCards.customerId} is not null`, users.username],
        updated_at: rateCards.updatedAt,
      },
      id: rateCards.id,
    },
    q,
  );
}

/** The name of one of the provider's customers, or null when it has no such customer. */
export const customerName = (db: Db, providerId: string, customerId: string) =>
  firstOrNull(
    db
      .select({ name: users.username })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(tenantRow(customers, providerId, customerId)),
  ).then((r) => r?.name ?? null);

export const findCard = (db: Db, providerId: string, cardId: string) =>
  firstOrNull(cardQuery(db).where(tenantRow(rateCards, providerId, cardId)));
export type TCardRow = NonNullable<Awaited<ReturnType<typeof findCard>>>;

/** The card a customer is charged by: its own, else the provider's default (null: none set yet). */
export const cardOfCustomer = (db: Db, providerId: string, customerId: string) =>
  firstOrNull(
    cardQuery(db)
      .where(
        and(
          eq(rateCards.providerId, providerId),
          sql`(${rateCards.customerId} = ${customerId} or ${rateCards.customerId} is null)`,
        ),
      )
      .orderBy(sql`${rateCards.customerId} is null`),
  );

/** The card's row locked for the transaction: its versions change one writer at a time. */
export const lockCard = (tx: Db, providerId: string, cardId: string) =>
  firstOrNull(
    tx
      .select({ id: rateCards.id })
      .from(rateCards)
      .where(tenantRow(rateCards, providerId, cardId))
      .for("update"),
  );

export async function insertCard(tx: Db, providerId: string, customerId: string | null) {
  const [row] = await tx
    .insert(rateCards)
    .values({ providerId, customerId })
    .onConflictDoNothing()
    .returning({ id: rateCards.id });
  return row ?? null;
}

export const touchCard = (tx: Db, providerId: string, cardId: string) =>
  tx
    .update(rateCards)
    .set({ updatedAt: new Date() })
    .where(tenantRow(rateCards, providerId, cardId));

export const deleteCard = (tx: Db, providerId: string, cardId: string) =>
  tx.delete(rateCards).where(tenantRow(rateCards, providerId, cardId));

export const versionsOfCard = (db: Db, providerId: string, cardId: string) =>
  db
    .select()
    .from(rateCardVersions)
    .where(and(eq(rateCardVersions.providerId, providerId), eq(rateCardVersions.cardId, cardId)))
    .orderBy(asc(rateCardVersions.effectiveFrom));
export type TVersionRow = typeof rateCardVersions.$inferSelect;

export const findVersion = (db: Db, providerId: string, versionId: string) =>
  firstOrNull(
    db
      .select()
      .from(rateCardVersions)
      .where(tenantRow(rateCardVersions, providerId, versionId)),
  );

export const versionOnDay = (db: Db, providerId: string, cardId: string, day: string) =>
  firstOrNull(
    db
      .select({ id: rateCardVersions.id })
      .from(rateCardVersions)
      .where(
        and(
          eq(rateCardVersions.providerId, providerId),
          eq(rateCardVersions.cardId, cardId),
          eq(rateCardVersions.effectiveFrom, day),
        ),
      ),
  );

export async function insertVersion(
  tx: Db,
  v: { providerId: string; cardId: string; effectiveFrom: string; note: string; createdBy: string },
) {
  const [row] = await tx.insert(rateCardVersions).values(v).returning({ id: rateCardVersions.id });
  if (!row) throw new Error("no rate card version inserted");
  return row;
}

export const updateVersion = (
  tx: Db,
  providerId: string,
  versionId: string,
  values: { effectiveFrom: string; note: string },
) =>
  tx
    .update(rateCardVersions)
    .set({ ...values, updatedAt: new Date() })
    .where(tenantRow(rateCardVersions, providerId, versionId));

export const deleteVersion = (tx: Db, providerId: string, versionId: string) =>
  tx.delete(rateCardVersions).where(tenantRow(rateCardVersions, providerId, versionId));

/** A version's rates replaced by these, in their order. */
export async function replaceRates(tx: Db, providerId: string, versionId: string, rates: TRate[]) {
  await tx
    .delete(rateCardRates)
    .where(and(eq(rateCardRates.providerId, providerId), eq(rateCardRates.versionId, versionId)));
  await tx.insert(rateCardRates).values(
    rates.map((r, position) => ({
      providerId,
      versionId,
      position,
      kind: r.kind,
      amount: r.amount,
      locationType: r.location_type,
      ageFromDays: r.age_from_days,
    })),
  );
}

/** The rates of these versions, in each version's order. */
export const ratesOfVersions = (db: Db, providerId: string, versionIds: string[]) =>
  versionIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(rateCardRates)
        .where(
          and(
            eq(rateCardRates.providerId, providerId),
            sql`${rateCardRates.versionId} = any(${uuidArray(versionIds)})`,
          ),
        )
        .orderBy(asc(rateCardRates.versionId), asc(rateCardRates.position));

export const findSettings = (db: Db, providerId: string) =>
  firstOrNull(db.select().from(billingSettings).where(eq(billingSettings.providerId, providerId)));

export const upsertSettings = (tx: Db, providerId: string, currency: string) =>
  tx
    .insert(billingSettings)
    .values({ providerId, currency })
    .onConflictDoUpdate({ target: billingSettings.providerId, set: { currency, updatedAt: new Date() } });
