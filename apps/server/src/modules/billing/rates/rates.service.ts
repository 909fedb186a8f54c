import type {
  TAddRateVersionRequest,
  TCreateRateCardRequest,
  TMyRateCard,
  TRate,
  TRateCard,
  TRateCardListQuery,
  TUpdateRateVersionRequest,
} from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import { documentDate } from "../../../kernel/clock.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { presentPage } from "../../../kernel/db/sql-helpers.ts";
import { AppError, conflict, orNotFound, text } from "../../../kernel/errors.ts";
import { seconds } from "../../../kernel/present.ts";
import { auditEntry, recordAudit } from "../../audit/index.ts";
import { presentCard, presentRate, presentVersions } from "./rates.present.ts";
import * as repo from "./rates.repository.ts";

/** Until the provider chooses one (billing settings), cards and charges are in US dollars. */
export const defaultCurrency = "USD";

/** The billing day: the UTC date, as every document date of the platform (kernel/clock.ts). */
export const billingDay = (at: Date = documentDate()) => at.toISOString().slice(0, 10);

/** The end of a UTC billing day (YYYY-MM-DD): the next day's first moment, where a night's figure is cut. */
export const cutOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export async function currencyOf(db: Db, providerId: string): Promise<string> {
  return (await repo.findSettings(db, providerId))?.currency ?? defaultCurrency;
}

async function versionsWithRates(db: Db, providerId: string, cardId: string, today: string) {
  const versions = await repo.versionsOfCard(db, providerId, cardId);
  const rates = await repo.ratesOfVersions(
    db,
    providerId,
    versions.map((v) => v.id),
  );
  const byVersion = new Map<string, TRate[]>();
  for (const r of rates) byVersion.set(r.versionId, [...(byVersion.get(r.versionId) ?? []), presentRate(r)]);
  return presentVersions(versions, (id) => byVersion.get(id) ?? [], today);
}

async function cardAnswer(db: Db, providerId: string, cardId: string): Promise<TRateCard> {
  const card = orNotFound(await repo.findCard(db, providerId, cardId), "billing.cardNotFound");
  const today = billingDay();
  return presentCard(
    card,
    await currencyOf(db, providerId),
    await versionsWithRates(db, providerId, cardId, today),
  );
}

export async function listRateCards(db: Db, scope: AccessScope, q: TRateCardListQuery) {
  return presentPage(
    await repo.listRateCards(db, scope.ownProviderId(), q, billingDay()),
    (r) => ({
      id: r.id,
      customer_id: r.customerId,
      customer_name: r.customerName,
      owner_code: r.ownerCode,
      current_from: r.currentFrom,
      upcoming_from: r.upcomingFrom,
      version_count: r.versionCount,
      created_at: seconds(r.createdAt),
      updated_at: seconds(r.updatedAt),
    }),
    q,
  );
}

export const rateCard = (db: Db, scope: AccessScope, cardId: string) =>
  cardAnswer(db, scope.ownProviderId(), cardId);

/** Days gone by keep the prices they had: a version starts today or later. */
function requireNotPast(day: string, today: string) {
  if (day < today)
    throw new AppError(Code.badRequest, "billing.dayPast", { fields: { effective_from: "billing.dayPast" } });
}

function dayTaken(day: string) {
  const words = text("billing.versionDayTaken", { day });
  return new AppError(
    Code.badRequest,
    "billing.versionDayTaken",
    { fields: { effective_from: words } },
    { day },
  );
}

type TVersionInput = Pick<TAddRateVersionRequest, "effective_from" | "rates" | "note">;

/** Writes a new version of a card (locked by the caller) after checking its day is free and not gone by. */
async function writeVersion(
  tx: Db,
  scope: AccessScope,
  providerId: string,
  cardId: string,
  v: TVersionInput,
) {
  requireNotPast(v.effective_from, billingDay());
  if (await repo.versionOnDay(tx, providerId, cardId, v.effective_from)) throw dayTaken(v.effective_from);
  const { id } = await repo.insertVersion(tx, {
    providerId,
    cardId,
    effectiveFrom: v.effective_from,
    note: v.note,
    createdBy: scope.session.username,
  });
  await repo.replaceRates(tx, providerId, id, v.rates);
  await repo.touchCard(tx, providerId, cardId);
  return id;
}

const versionDetail = (v: TVersionInput) => ({
  effective_from: v.effective_from,
  rates: v.rates,
  note: v.note,
});

export async function createRateCard(db: Db, scope: AccessScope, input: TCreateRateCardRequest) {
  const providerId = scope.ownProviderId();
  const customerId = input.customer_id;
  const customerName = customerId ? await repo.customerName(db, providerId, customerId) : null;
  if (customerId && customerName === null)
    throw new AppError(Code.badRequest, "billing.customerNotFound", {
      fields: { customer_id: "billing.customerNotFound" },
    });
  const cardId = await db.transaction(async (tx) => {
    const card = await repo.insertCard(tx, providerId, customerId);
    if (!card)
      throw customerId
        ? conflict("billing.customerCardExists", null, { customer: customerName ?? "" })
        : conflict("billing.defaultCardExists");
    const versionId = await writeVersion(tx, scope, providerId, card.id, input);
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "create-rate-card", "rate_card", card.id, {
        customer_id: customerId,
        version_id: versionId,
        ...versionDetail(input),
      }),
    );
    return card.id;
  });
  return cardAnswer(db, providerId, cardId);
}

export async function addRateVersion(db: Db, scope: AccessScope, input: TAddRateVersionRequest) {
  const providerId = scope.ownProviderId();
  await db.transaction(async (tx) => {
    orNotFound(await repo.lockCard(tx, providerId, input.card_id), "billing.cardNotFound");
    const versionId = await writeVersion(tx, scope, providerId, input.card_id, input);
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "create-rate-version", "rate_card", input.card_id, {
        version_id: versionId,
        ...versionDetail(input),
      }),
    );
  });
  return cardAnswer(db, providerId, input.card_id);
}

/**
 * The version locked with its card, if it has not started before today: one that has priced days gone by
 * is never changed (a new version changes prices from its own day on).
 */
async function lockEditableVersion(tx: Db, providerId: string, versionId: string) {
  const found = orNotFound(await repo.findVersion(tx, providerId, versionId), "billing.versionNotFound");
  await repo.lockCard(tx, providerId, found.cardId);
  const version = orNotFound(await repo.findVersion(tx, providerId, versionId), "billing.versionNotFound");
  if (version.effectiveFrom < billingDay())
    throw conflict("billing.versionStarted", null, { day: version.effectiveFrom });
  return version;
}

export async function updateRateVersion(db: Db, scope: AccessScope, input: TUpdateRateVersionRequest) {
  const providerId = scope.ownProviderId();
  const cardId = await db.transaction(async (tx) => {
    const version = await lockEditableVersion(tx, providerId, input.version_id);
    requireNotPast(input.effective_from, billingDay());
    const other = await repo.versionOnDay(tx, providerId, version.cardId, input.effective_from);
    if (other && other.id !== version.id) throw dayTaken(input.effective_from);
    await repo.updateVersion(tx, providerId, version.id, {
      effectiveFrom: input.effective_from,
      note: input.note,
    });
    await repo.replaceRates(tx, providerId, version.id, input.rates);
    await repo.touchCard(tx, providerId, version.cardId);
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "update-rate-version", "rate_card", version.cardId, {
        version_id: version.id,
        ...versionDetail(input),
      }),
    );
    return version.cardId;
  });
  return cardAnswer(db, providerId, cardId);
}

export async function deleteRateVersion(db: Db, scope: AccessScope, versionId: string) {
  const providerId = scope.ownProviderId();
  const cardId = await db.transaction(async (tx) => {
    const version = await lockEditableVersion(tx, providerId, versionId);
    const versions = await repo.versionsOfCard(tx, providerId, version.cardId);
    if (versions.length <= 1) throw conflict("billing.lastVersion");
    await repo.deleteVersion(tx, providerId, versionId);
    await repo.touchCard(tx, providerId, version.cardId);
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "delete-rate-version", "rate_card", version.cardId, {
        version_id: versionId,
        effective_from: version.effectiveFrom,
      }),
    );
    return version.cardId;
  });
  return cardAnswer(db, providerId, cardId);
}

/** A customer's own card goes (with its versions): from then on the default card prices its work. */
export async function deleteRateCard(db: Db, scope: AccessScope, cardId: string) {
  const providerId = scope.ownProviderId();
  await db.transaction(async (tx) => {
    orNotFound(await repo.lockCard(tx, providerId, cardId), "billing.cardNotFound");
    const card = orNotFound(await repo.findCard(tx, providerId, cardId), "billing.cardNotFound");
    if (!card.customerId) throw conflict("billing.defaultCardKept");
    await repo.deleteCard(tx, providerId, cardId);
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "delete-rate-card", "rate_card", cardId, {
        customer_id: card.customerId,
      }),
    );
  });
  return null;
}

export async function billingSettings(db: Db, scope: AccessScope) {
  return { currency: await currencyOf(db, scope.ownProviderId()) };
}

export async function updateBillingSettings(db: Db, scope: AccessScope, input: { currency: string }) {
  const providerId = scope.ownProviderId();
  await db.transaction(async (tx) => {
    const before = await currencyOf(tx, providerId);
    await repo.upsertSettings(tx, providerId, input.currency);
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "update-billing-settings", "billing_settings", providerId, {
        currency: input.currency,
        before,
      }),
    );
  });
  return { currency: input.currency };
}

/** The drop shipper's view: the card that prices its work with this provider, its current and later versions. */
export async function myRateCard(db: Db, scope: AccessScope, providerUuid: string): Promise<TMyRateCard> {
  const { providerId, customerId } = await scope.tenant(providerUuid);
  const currency = await currencyOf(db, providerId);
  const card = customerId ? await repo.cardOfCustomer(db, providerId, customerId) : null;
  if (!card) return { currency, card_type: null, versions: [] };
  const versions = await versionsWithRates(db, providerId, card.id, billingDay());
  return {
    currency,
    card_type: card.customerId ? "customer" : "default",
    versions: versions.filter((v) => v.state !== "past"),
  };
}
