import type { TReplenishmentReason, TReplenishNowRequest } from "@wms/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { TAppContext } from "../../kernel/context.ts";
import type { Db } from "../../kernel/db/client.ts";
import { dayCode, reserveDayNumbers } from "../../kernel/db/day-codes.ts";
import { rowsOf, uuidArray } from "../../kernel/db/sql-helpers.ts";
import { badRequest } from "../../kernel/errors.ts";
import { startPoller } from "../../kernel/services/poller.ts";
import { warehouses } from "../warehouses/index.ts";
import { replenishmentSequences, replenishments } from "./replenishment.tables.ts";

/** Free stock of a balance row (on hand less every hold), in SQL over alias `b`. */
export const freeOf = sql.raw("(b.on_hand - b.draft_occupied - b.unpicked_occupied - b.picking_occupied)");

type TCandidate = {
  face_id: string;
  warehouse_id: string;
  variant_id: string;
  customer_id: string;
  from_location_id: string;
  to_location_id: string;
  batch: string;
  production_date: string | null;
  expiry_date: string | null;
  quantity: number;
};

/**
 * Makes the replenishment tasks of the faces below their minimum (docs/replenishment.md "When"): for each
 * face without an open task whose free stock is under its minimum, one task from the storage lot of the same
 * SKU and owner that expires first (then came in first), for what brings the face to its maximum (at most
 * what that lot has free). Set-based: one read, one reservation of codes, one insert, whatever the number.
 * `orderIds` narrows it to the SKUs of those orders (a wave just generated). Answers how many were made.
 */
export async function planReplenishments(
  tx: Db,
  providerId: string,
  scope: { warehouseId?: string; orderIds?: string[]; reason: TReplenishmentReason; waveCode?: string },
): Promise<number> {
  const narrow = sql.join(
    [
      scope.warehouseId ? sql` and f.warehouse_id = ${scope.warehouseId}` : sql``,
      scope.orderIds?.length
        ? sql` and exists (select 1 from stock_allocations a where a.provider_id = f.provider_id
            and a.document_type = 'order' and a.document_id = any(${uuidArray(scope.orderIds)})
            and a.variant_id = f.variant_id)`
        : sql``,
    ],
    sql``,
  );
  const candidates = rowsOf<TCandidate>(
    await tx.execute(sql`
      with faces as (
        select f.id, f.provider_id, f.warehouse_id, f.location_id, f.variant_id, f.customer_id, f.max_quantity,
               coalesce((select sum(${freeOf}) from stock_balances b
                          where b.provider_id = f.provider_id and b.location_id = f.location_id
                            and b.variant_id = f.variant_id and b.customer_id = f.customer_id), 0)::int as free,
               f.min_quantity
          from pick_faces f
         where f.provider_id = ${providerId}${narrow}
           and not exists (select 1 from replenishments r
                            where r.provider_id = f.provider_id and r.face_id = f.id and r.status = 'open')
      )
      select distinct on (s.id) s.id as face_id, s.warehouse_id, s.variant_id, s.customer_id,
             b.location_id as from_location_id, s.location_id as to_location_id, b.batch,
             b.production_date::text, b.expiry_date::text, least(s.max_quantity - s.free, ${freeOf})::int as quantity
        from faces s
        join stock_balances b on b.provider_id = s.provider_id and b.warehouse_id = s.warehouse_id
         and b.variant_id = s.variant_id and b.customer_id = s.customer_id and ${freeOf} > 0
        join warehouse_locations l on l.provider_id = b.provider_id and l.id = b.location_id
         and l.type = 'storage' and l.status = 'enabled'
       where s.free < s.min_quantity
       order by s.id, b.expiry_date nulls last, b.inbound_at, b.id`),
  );
  if (candidates.length === 0) return 0;
  const { day, first } = await reserveDayNumbers(tx, replenishmentSequences, providerId, candidates.length);
  const made = await tx
    .insert(replenishments)
    .values(
      candidates.map((c, i) => ({
        providerId,
        code: dayCode({ prefix: "RP", digits: 4 }, day, first + i),
        warehouseId: c.warehouse_id,
        faceId: c.face_id,
        variantId: c.variant_id,
        customerId: c.customer_id,
        fromLocationId: c.from_location_id,
        toLocationId: c.to_location_id,
        batch: c.batch,
        productionDate: c.production_date,
        expiryDate: c.expiry_date,
        quantity: c.quantity,
        reason: scope.reason,
        waveCode: scope.waveCode ?? "",
      })),
    )
    .onConflictDoNothing()
    .returning({ id: replenishments.id });
  return made.length;
}

/** replenishment/replenish-now: the warehouse's faces below their minimum, now. */
export async function replenishNow(db: Db, scope: AccessScope, input: TReplenishNowRequest) {
  const providerId = scope.ownProviderId();
  const created = await db.transaction(async (tx) => {
    const [warehouse] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.providerId, providerId), eq(warehouses.id, input.warehouse_id)));
    if (!warehouse) throw badRequest("badRequest", { warehouse_id: "replenishment.warehouseRequired" });
    return planReplenishments(tx, providerId, { warehouseId: input.warehouse_id, reason: "below_min" });
  });
  return { created };
}

/** Every provider's faces below their minimum (a face emptied by shipping, a count, an adjustment). */
export async function runReplenishmentRound(db: Db) {
  const providers = rowsOf<{ provider_id: string }>(
    await db.execute(sql`select distinct provider_id from pick_faces`),
  );
  let made = 0;
  for (const p of providers) {
    made += await db.transaction((tx) => planReplenishments(tx, p.provider_id, { reason: "below_min" }));
  }
  return made;
}

export const startReplenishmentWorker = (ctx: TAppContext, log: FastifyBaseLogger) =>
  startPoller(
    ctx.config.replenishmentPollMs,
    () => runReplenishmentRound(ctx.db),
    log,
    "replenishment round failed",
  );
