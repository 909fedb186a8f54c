import {
  Code,
  sourcingLimits,
  type TMySourcingQuota,
  type TSourcingQuotas,
  type TUpdateSourcingQuotaRequest,
} from "@wms/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { firstOrNull } from "../../kernel/db/sql-helpers.ts";
import { AppError, notFound } from "../../kernel/errors.ts";
import { recordAudit } from "../audit/index.ts";
import { users } from "../auth/index.ts";
import { customerExists, customers } from "../tenancy/index.ts";
import { sourcingCustomerQuotas, sourcingDailyCounts, sourcingSettings } from "./sourcing.tables.ts";

/**
 * The daily sourcing quota (issue 14, "Limits"): the provider sets a default for its customers and, where
 * it wants, one per customer; requests are counted per customer and UTC day.
 */

const today = (now = new Date()) => now.toISOString().slice(0, 10);

async function defaultQuota(db: Db, providerId: string) {
  const row = await firstOrNull(
    db
      .select({ quota: sourcingSettings.defaultDailyQuota })
      .from(sourcingSettings)
      .where(eq(sourcingSettings.providerId, providerId)),
  );
  return row?.quota ?? sourcingLimits.defaultDailyQuota;
}

/** The customer's quota: its own if the provider set one, else the provider's default. */
export async function quotaOf(db: Db, providerId: string, customerId: string) {
  const own = await firstOrNull(
    db
      .select({ quota: sourcingCustomerQuotas.dailyQuota })
      .from(sourcingCustomerQuotas)
      .where(
        and(
          eq(sourcingCustomerQuotas.providerId, providerId),
          eq(sourcingCustomerQuotas.customerId, customerId),
        ),
      ),
  );
  return own?.quota ?? (await defaultQuota(db, providerId));
}

async function usedToday(db: Db, providerId: string, customerId: string, now = new Date()) {
  const row = await firstOrNull(
    db
      .select({ used: sourcingDailyCounts.used })
      .from(sourcingDailyCounts)
      .where(
        and(
          eq(sourcingDailyCounts.providerId, providerId),
          eq(sourcingDailyCounts.customerId, customerId),
          eq(sourcingDailyCounts.day, today(now)),
        ),
      ),
  );
  return row?.used ?? 0;
}

/**
 * Counts `count` requests against the customer's quota of today, in the caller's transaction: one
 * conditional upsert, so two submissions at once can never pass the quota together. 4029 when they do not fit.
 */
export async function reserveQuota(
  db: Db,
  providerId: string,
  customerId: string,
  count: number,
  now = new Date(),
) {
  const quota = await quotaOf(db, providerId, customerId);
  const reserved =
    count <= quota
      ? await db
          .insert(sourcingDailyCounts)
          .values({ providerId, customerId, day: today(now), used: count })
          .onConflictDoUpdate({
            target: [sourcingDailyCounts.providerId, sourcingDailyCounts.customerId, sourcingDailyCounts.day],
            set: { used: sql`${sourcingDailyCounts.used} + ${count}` },
            setWhere: sql`${sourcingDailyCounts.used} + ${count} <= ${quota}`,
          })
          .returning({ used: sourcingDailyCounts.used })
      : [];
  if (reserved.length === 0)
    throw new AppError(Code.tooManyRequests, "sourcing.quotaReached", { daily_quota: quota }, { quota });
}

/** sourcing/query-my-quota: the caller's quota and what it used today. */
export async function myQuota(db: Db, scope: AccessScope, providerUuid?: string): Promise<TMySourcingQuota> {
  const t = await scope.tenant(providerUuid);
  if (!t.customerId) throw notFound();
  const [quota, used] = await Promise.all([
    quotaOf(db, t.providerId, t.customerId),
    usedToday(db, t.providerId, t.customerId),
  ]);
  return { daily_quota: quota, used_today: used };
}

/** sourcing/query-quotas: the default and every customer's quota and use of today (a provider has tens of customers). */
export async function providerQuotas(db: Db, scope: AccessScope): Promise<TSourcingQuotas> {
  const providerId = scope.ownProviderId();
  const fallback = await defaultQuota(db, providerId);
  const rows = await db
    .select({
      customerId: customers.id,
      ownerCode: customers.ownerCode,
      username: users.username,
      own: sourcingCustomerQuotas.dailyQuota,
      used: sourcingDailyCounts.used,
    })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .leftJoin(sourcingCustomerQuotas, tenantRowOf(sourcingCustomerQuotas))
    .leftJoin(
      sourcingDailyCounts,
      and(
        eq(sourcingDailyCounts.providerId, customers.providerId),
        eq(sourcingDailyCounts.customerId, customers.id),
        eq(sourcingDailyCounts.day, today()),
      ),
    )
    .where(eq(customers.providerId, providerId))
    .orderBy(asc(customers.ownerCode));
  return {
    default_daily_quota: fallback,
    customers: rows.map((r) => ({
      customer_id: r.customerId,
      owner_code: r.ownerCode,
      customer_name: r.username,
      daily_quota: r.own ?? fallback,
      used_today: r.used ?? 0,
    })),
  };
}

function tenantRowOf(t: typeof sourcingCustomerQuotas) {
  return and(eq(t.providerId, customers.providerId), eq(t.customerId, customers.id));
}

/** sourcing/update-quota: the default (no customer) or one customer's quota; null clears a customer's own. */
export async function updateQuota(db: Db, scope: AccessScope, input: TUpdateSourcingQuotaRequest) {
  const providerId = scope.ownProviderId();
  const customerId = input.customer_id;
  if (customerId && !(await customerExists(db, providerId, customerId)))
    throw notFound("sourcing.customerUnknown");
  await db.transaction(async (tx) => {
    if (!customerId) {
      const quota = input.daily_quota ?? sourcingLimits.defaultDailyQuota;
      await tx
        .insert(sourcingSettings)
        .values({ providerId, defaultDailyQuota: quota })
        .onConflictDoUpdate({
          target: sourcingSettings.providerId,
          set: { defaultDailyQuota: quota, updatedAt: new Date() },
        });
    } else if (input.daily_quota === null) {
      await tx
        .delete(sourcingCustomerQuotas)
        .where(
          and(
            eq(sourcingCustomerQuotas.providerId, providerId),
            eq(sourcingCustomerQuotas.customerId, customerId),
          ),
        );
    } else {
      await tx
        .insert(sourcingCustomerQuotas)
        .values({ providerId, customerId, dailyQuota: input.daily_quota })
        .onConflictDoUpdate({
          target: [sourcingCustomerQuotas.providerId, sourcingCustomerQuotas.customerId],
          set: { dailyQuota: input.daily_quota, updatedAt: new Date() },
        });
    }
    await recordAudit(tx, {
      providerId,
      actorUserId: scope.userId,
      actorName: scope.session.username,
      action: "sourcing.update-quota",
      targetType: customerId ? "customer" : "provider",
      targetId: customerId ?? providerId,
      detail: { daily_quota: input.daily_quota },
    });
  });
  return providerQuotas(db, scope);
}
