import type {
  TCharge,
  TChargeListQuery,
  TChargeSummary,
  TChargeSummaryQuery,
  TUnpricedListQuery,
  TUnpricedWork,
} from "@wms/contracts";
import { Code, feeKindInfo, rateFormats } from "@wms/contracts";
import { sql } from "drizzle-orm";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { presentPage } from "../../../kernel/db/sql-helpers.ts";
import { AppError, conflict, orNotFound } from "../../../kernel/errors.ts";
import { seconds } from "../../../kernel/present.ts";
import { auditEntry, recordAudit } from "../../audit/index.ts";
import { postCharges } from "../../customers/index.ts";
import { settleOpenDisputes } from "../disputes/disputes.repository.ts";
import { presentAmount } from "../rates/rates.present.ts";
import { billingDay, currencyOf } from "../rates/rates.service.ts";
import { announceCharges, type TChargeAnnounced } from "./charges.announce.ts";
import { presentQuantity } from "./charges.present.ts";
import { centsToMoney, chargeAmount, postingsOf, toCents } from "./charges.record.ts";
import * as repo from "./charges.repository.ts";

function presentWork(r: repo.TChargeRow | repo.TUnpricedRow) {
  return {
    customer_id: r.customerId,
    customer_name: r.customerName,
    owner_code: r.ownerCode,
    warehouse_id: r.warehouseId,
    warehouse_code: r.warehouseCode,
    kind: r.kind,
    source_kind: r.sourceKind,
    source_id: r.sourceId,
    source_code: r.sourceCode,
    event_at: seconds(r.eventAt),
    billing_day: r.billingDay,
    quantity: presentQuantity(r.quantity, r.kind),
    location_type: r.locationType,
    age_from_days: r.ageFromDays,
  };
}

const presentCharge = (r: repo.TChargeRow): TCharge => ({
  id: r.id,
  ...presentWork(r),
  rate: presentAmount(r.rate),
  amount: r.amount,
  currency: r.currency,
  rate_version_id: r.rateVersionId,
  credit_of: r.creditOfId,
  credited_by: r.creditedBy,
  dispute: r.dispute,
  note: r.note,
  created_at: seconds(r.createdAt),
});

/** The charges the caller may see: a provider's of every customer, a drop shipper's own with that provider. */
export async function listCharges(db: Db, scope: AccessScope, q: TChargeListQuery) {
  const { providerId, customerId } = await scope.tenant(q.provider_uuid);
  const page = await repo.listCharges(db, providerId, customerId ?? q.customer_id, q);
  return presentPage(page, presentCharge, q);
}

/** The totals of the charges the caller may see that the filter selects (the list's filters, its scope). */
export async function chargesSummary(
  db: Db,
  scope: AccessScope,
  q: TChargeSummaryQuery,
): Promise<TChargeSummary> {
  const { providerId, customerId } = await scope.tenant(q.provider_uuid);
  const rows = await repo.sumCharges(db, providerId, customerId ?? q.customer_id, q);
  const cents = rows.reduce((sum, r) => sum + toCents(r.amount), 0n);
  return {
    currency: await currencyOf(db, providerId),
    count: rows.reduce((sum, r) => sum + r.count, 0),
    total: centsToMoney(cents),
    by_kind: rows.map((r) => ({ kind: r.kind, count: r.count, amount: r.amount })),
  };
}

const presentUnpriced = (r: repo.TUnpricedRow): TUnpricedWork => ({
  id: r.id,
  ...presentWork(r),
  status: r.status,
  resolved_by: r.resolvedBy,
  resolved_at: r.resolvedAt ? seconds(r.resolvedAt) : null,
  waive_reason: r.waiveReason,
  charge_id: r.chargeId,
});

export async function listUnpriced(db: Db, scope: AccessScope, q: TUnpricedListQuery) {
  return presentPage(await repo.listUnpriced(db, scope.ownProviderId(), q), presentUnpriced, q);
}

/** The chosen items, all still open (4009 naming how many were resolved meanwhile). */
async function lockAllOpen(tx: Db, providerId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const open = await repo.lockOpenUnpriced(tx, providerId, unique);
  if (open.length < unique.length)
    throw conflict("billing.workResolved", null, { count: String(unique.length - open.length) });
  return open;
}

/**
 * Prices open unpriced work of one kind at a rate the provider types now: each item becomes a charge
 * (no card version: `rate_version_id` null), posted to the balance like any other, and the item is marked
 * priced with a link to its charge. One transaction with its audit entry.
 */
export async function priceUnpriced(db: Db, scope: AccessScope, input: { ids: string[]; rate: string }) {
  const providerId = scope.ownProviderId();
  return db.transaction(async (tx) => {
    const items = await lockAllOpen(tx, providerId, input.ids);
    if (new Set(items.map((i) => i.kind)).size > 1)
      throw new AppError(Code.badRequest, "billing.mixedKinds", { fields: { ids: "billing.mixedKinds" } });
    const kind = items[0]?.kind;
    if (kind && feeKindInfo[kind].measure === "percent" && !rateFormats.percent.test(input.rate))
      throw new AppError(Code.badRequest, "billing.percentFormat", {
        fields: { rate: "billing.percentFormat" },
      });
    const currency = await currencyOf(tx, providerId);
    const charges = await repo.insertCharges(
      tx,
      items.map((i) => ({
        providerId,
        customerId: i.customerId,
        warehouseId: i.warehouseId,
        chargeKey: i.chargeKey,
        kind: i.kind,
        sourceKind: i.sourceKind,
        sourceId: i.sourceId,
        sourceCode: i.sourceCode,
        eventAt: i.eventAt,
        billingDay: i.billingDay,
        quantity: i.quantity,
        locationType: i.locationType,
        ageFromDays: i.ageFromDays,
        rate: input.rate,
        // Reckoned and rounded as the round's charges are (a percent kind's rate is a percent).
        amount: chargeAmount(sql`${i.kind}::text`, sql`${i.quantity}::numeric`, sql`${input.rate}::numeric`),
        currency,
        rateVersionId: null,
      })),
    );
    const chargeByKey = new Map(charges.map((c) => [c.chargeKey, c.id]));
    const chargeOf = new Map(items.map((i) => [i.id, chargeByKey.get(i.chargeKey) ?? ""]));
    await repo.resolveUnpriced(tx, providerId, { status: "priced", chargeOf }, scope.session.username);
    await postCharges(
      tx,
      providerId,
      postingsOf(
        charges.map((c) => ({ customer_id: c.customerId, source_code: c.sourceCode, amount: c.amount })),
      ),
    );
    await announceCharges(tx, providerId, charges.map(announced));
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "price-unpriced-work", "billing", providerId, {
        ids: items.map((i) => i.id),
        rate: input.rate,
      }),
    );
    return { resolved: items.length };
  });
}

export async function waiveUnpriced(db: Db, scope: AccessScope, input: { ids: string[]; reason: string }) {
  const providerId = scope.ownProviderId();
  return db.transaction(async (tx) => {
    const items = await lockAllOpen(tx, providerId, input.ids);
    await repo.resolveUnpriced(
      tx,
      providerId,
      { status: "waived", ids: items.map((i) => i.id), waiveReason: input.reason },
      scope.session.username,
    );
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "waive-unpriced-work", "billing", providerId, {
        ids: items.map((i) => i.id),
        reason: input.reason,
      }),
    );
    return { resolved: items.length };
  });
}

/** A stored charge as `charge.created` tells it. */
const announced = (c: repo.TStoredCharge): TChargeAnnounced => ({
  id: c.id,
  customer_id: c.customerId,
  kind: c.kind,
  source_kind: c.sourceKind,
  source_id: c.sourceId,
  source_code: c.sourceCode,
  billing_day: c.billingDay,
  quantity: c.quantity,
  location_type: c.locationType,
  age_from_days: c.ageFromDays,
  rate: c.rate,
  amount: c.amount,
  currency: c.currency,
  credit_of: c.creditOfId,
});

/**
 * A credit note reverses one charge whole: a charge of the same work with the opposite quantity and amount,
 * dated the day it is issued, linked to it (`credit_of`), its key `credit:<charge id>` so a charge is credited once, posted to the balance
 * (kind `credit`) and announced, with the reason; audited. A credit note itself is never credited.
 */
export async function creditCharge(db: Db, scope: AccessScope, input: { charge_id: string; reason: string }) {
  const providerId = scope.ownProviderId();
  const note = await db.transaction((tx) =>
    issueCreditNote(tx, scope, providerId, input.charge_id, input.reason),
  );
  const listed = orNotFound(await repo.findListedCharge(db, providerId, note.id), "billing.chargeNotFound");
  return presentCharge(listed);
}

/**
 * The credit note of one charge in the caller's transaction (a dispute accepted issues one too): the charge
 * locked, refused when it is a credit note or already credited (4009), the note written, posted, announced
 * and audited; an open dispute of the charge is settled by it, with `answer` as the provider's note (the
 * reason when none is given). Answers the note.
 */
export async function issueCreditNote(
  tx: Db,
  scope: AccessScope,
  providerId: string,
  chargeId: string,
  reason: string,
  answer = reason,
): Promise<repo.TStoredCharge> {
  const charge = orNotFound(await repo.lockCharge(tx, providerId, chargeId), "billing.chargeNotFound");
  if (charge.creditOfId) throw conflict("billing.creditOfCredit");
  if (await repo.creditNoteOf(tx, providerId, charge.id)) throw conflict("billing.alreadyCredited");
  const [note] = await repo.insertCharges(tx, [
    {
      providerId,
      customerId: charge.customerId,
      warehouseId: charge.warehouseId,
      chargeKey: `credit:${charge.id}`,
      kind: charge.kind,
      sourceKind: charge.sourceKind,
      sourceId: charge.sourceId,
      sourceCode: charge.sourceCode,
      eventAt: charge.eventAt,
      // Dated the day it is issued: a statement shows it in the month it was given.
      billingDay: billingDay(),
      quantity: negated(charge.quantity),
      locationType: charge.locationType,
      ageFromDays: charge.ageFromDays,
      rate: charge.rate,
      amount: negated(charge.amount),
      currency: charge.currency,
      rateVersionId: charge.rateVersionId,
      creditOfId: charge.id,
      note: reason,
    },
  ]);
  if (!note) throw new Error("no credit note inserted");
  // A dispute of the charge still open is settled by it (accepted, linked), whoever issued it.
  await settleOpenDisputes(tx, providerId, charge.id, note.id, scope.session.username, answer);
  await postCharges(
    tx,
    providerId,
    [{ customerId: note.customerId, amount: note.amount, reason: note.sourceCode }],
    "credit",
  );
  await announceCharges(tx, providerId, [announced(note)]);
  await recordAudit(
    tx,
    auditEntry(scope, providerId, "credit-charge", "billing_charge", charge.id, {
      credit_note_id: note.id,
      amount: note.amount,
      reason,
    }),
  );
  return note;
}

/** The opposite of an exact decimal. */
const negated = (v: string) => (v.startsWith("-") ? v.slice(1) : `-${v}`);
