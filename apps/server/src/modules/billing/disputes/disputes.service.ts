import type { TDispute, TDisputeListQuery } from "@wms/contracts";
import type { AccessScope } from "../../../kernel/access/access-scope.ts";
import type { Db } from "../../../kernel/db/client.ts";
import { presentPage } from "../../../kernel/db/sql-helpers.ts";
import { badRequest, conflict, notFound, orNotFound } from "../../../kernel/errors.ts";
import { seconds } from "../../../kernel/present.ts";
import { auditEntry, recordAudit } from "../../audit/index.ts";
import { sendSystemMail } from "../../mail/index.ts";
import * as charges from "../charges/charges.repository.ts";
import { issueCreditNote } from "../charges/charges.service.ts";
import * as repo from "./disputes.repository.ts";

/**
 * Disputes (docs/billing.md "Disputes"): the merchant flags a charge with a reason; the provider accepts it
 * (a credit note, linked) or rejects it with a note. Each step is one transaction with its audit entry and
 * the other side's mail (its live notification comes with it).
 */

const present = (r: repo.TDisputeRow): TDispute => ({
  id: r.id,
  status: r.status,
  reason: r.reason,
  raised_by: r.raisedBy,
  raised_at: seconds(r.raisedAt),
  resolved_by: r.resolvedBy,
  resolved_at: r.resolvedAt ? seconds(r.resolvedAt) : null,
  resolution_note: r.resolutionNote,
  credit_note_id: r.creditNoteId,
  customer_id: r.customerId,
  customer_name: r.customerName,
  owner_code: r.ownerCode,
  charge_id: r.chargeId,
  kind: r.kind,
  source_code: r.sourceCode,
  billing_day: r.billingDay,
  amount: r.amount,
  currency: r.currency,
});

async function answer(db: Db, providerId: string, disputeId: string) {
  return present(orNotFound(await repo.findDispute(db, providerId, disputeId), "billing.disputeNotFound"));
}

/** The mail's figures: which document, how much, which day. */
const about = (r: repo.TDisputeRow) => ({
  document: r.sourceCode,
  amount: `${r.currency} ${r.amount}`,
  day: r.billingDay,
});

/** The disputes the caller may see: a provider's of every customer, a drop shipper's own with that provider. */
export async function listDisputes(db: Db, scope: AccessScope, q: TDisputeListQuery) {
  const { providerId, customerId } = await scope.tenant(q.provider_uuid);
  const page = await repo.listDisputes(db, providerId, customerId ?? q.customer_id, q);
  return presentPage(page, present, q);
}

/**
 * The merchant disputes one of its charges: not a credit note, not one already credited, not one already
 * disputed and waiting for an answer (4009 each); the provider's mailbox is told.
 */
export async function disputeCharge(
  db: Db,
  scope: AccessScope,
  input: { provider_uuid: string; charge_id: string; reason: string },
) {
  const { providerId, customerId } = await scope.tenant(input.provider_uuid);
  const disputeId = await db.transaction(async (tx) => {
    const charge = await charges.lockCharge(tx, providerId, input.charge_id);
    if (!charge || charge.customerId !== customerId) throw notFound("billing.chargeNotFound");
    if (charge.creditOfId) throw conflict("billing.disputeCreditNote");
    if (await charges.creditNoteOf(tx, providerId, charge.id)) throw conflict("billing.disputeCredited");
    if (await repo.openDisputeOf(tx, providerId, charge.id)) throw conflict("billing.disputeOpen");
    const row = await repo.insertDispute(tx, {
      providerId,
      customerId: charge.customerId,
      chargeId: charge.id,
      reason: input.reason,
      raisedBy: scope.session.username,
    });
    if (!row) throw conflict("billing.disputeOpen");
    const dispute = orNotFound(await repo.findDispute(tx, providerId, row.id), "billing.disputeNotFound");
    await sendSystemMail(tx, {
      mailboxId: providerId,
      providerId,
      template: "chargeDisputed",
      params: { ...about(dispute), customer: dispute.customerName, reason: input.reason },
      link: "/p/billing?tab=disputes",
    });
    await recordAudit(
      tx,
      auditEntry(scope, providerId, "dispute-charge", "billing_charge", charge.id, {
        dispute_id: row.id,
        reason: input.reason,
      }),
    );
    return row.id;
  });
  return answer(db, providerId, disputeId);
}

/**
 * The provider answers an open dispute (4009 when it was answered meanwhile): accepted, the charge is
 * reversed by a credit note linked to the dispute; rejected, with the note the merchant reads (required).
 * The merchant's mailbox is told either way.
 */
export async function decideDispute(
  db: Db,
  scope: AccessScope,
  input: { dispute_id: string; note: string },
  decision: "accepted" | "rejected",
) {
  const providerId = scope.ownProviderId();
  if (decision === "rejected" && !input.note)
    throw badRequest("billing.rejectNoteRequired", { note: "billing.rejectNoteRequired" });
  await db.transaction(async (tx) => {
    const locked = orNotFound(
      await repo.lockDispute(tx, providerId, input.dispute_id),
      "billing.disputeNotFound",
    );
    if (locked.status !== "open") throw conflict("billing.disputeDecided");
    const dispute = orNotFound(await repo.findDispute(tx, providerId, locked.id), "billing.disputeNotFound");
    // Accepted: the credit note settles the charge's open dispute itself (accepted, linked, by whom); rejected:
    // the dispute is closed here with the note.
    const note =
      decision === "accepted"
        ? await issueCreditNote(
            tx,
            scope,
            providerId,
            dispute.chargeId,
            input.note || dispute.reason,
            input.note,
          )
        : null;
    if (decision === "rejected")
      await repo.decideDispute(tx, providerId, dispute.id, {
        status: decision,
        resolvedBy: scope.session.username,
        resolutionNote: input.note,
        creditNoteId: null,
      });
    await sendSystemMail(tx, {
      mailboxId: dispute.customerUserId,
      providerId,
      template: decision === "accepted" ? "disputeAccepted" : "disputeRejected",
      params: { ...about(dispute), note: input.note },
      link: "/ds/billing?tab=disputes",
    });
    await recordAudit(
      tx,
      auditEntry(
        scope,
        providerId,
        decision === "accepted" ? "accept-dispute" : "reject-dispute",
        "billing_dispute",
        dispute.id,
        {
          charge_id: dispute.chargeId,
          note: input.note,
          credit_note_id: note?.id ?? null,
        },
      ),
    );
  });
  return answer(db, providerId, input.dispute_id);
}
