import type {
  TAssignSourcingRequest,
  TSourcingIdRequest,
  TSourcingReasonRequest,
  TSourcingStatus,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { badRequest, conflict, forbidden, notFound } from "../../kernel/errors.ts";
import { recordAudit } from "../audit/index.ts";
import {
  openSourcingStates,
  sourcingActorOf,
  sourcingLifecycle,
  sourcingTarget,
  type TSourcingAction,
} from "./sourcing.lifecycle.ts";
import { announceChanges, mailCustomer, mailProvider, type TChangedRequest } from "./sourcing.notify.ts";
import { presentSummary, refused } from "./sourcing.present.ts";
import * as repo from "./sourcing.repository.ts";
import { customerUserOf, detailOrNotFound, ownerOf } from "./sourcing.service.ts";

/** Who did it, as the log shows it (the system has no user). */
export type TActor = { userId: string | null; name: string };
export const actorOf = (scope: AccessScope): TActor => ({
  userId: scope.userId,
  name: scope.session.username,
});
export const systemActor: TActor = { userId: null, name: "System" };

/** What a step writes besides the state: columns of the request and the log line's detail. */
export type TStepResult = { set?: Partial<repo.TRequestRow>; detail?: Record<string, unknown> };

function stampFor(to: TSourcingStatus, now: Date): Partial<repo.TRequestRow> {
  switch (to) {
    case "sourcing":
      return { startedAt: now };
    case "pending_confirmation":
      return { quotedAt: now };
    case "completed":
      return { completedAt: now };
    case "rejected":
    case "cancelled":
    case "expired":
      return { closedAt: now };
    default:
      return {};
  }
}

/**
 * Locks the request and checks the action against the lifecycle: 4004 for a request the caller cannot see,
 * 4003 for an action not theirs, 4009 naming the state for a refused one.
 */
export async function lockFor(
  tx: Db,
  scope: AccessScope,
  owner: repo.TSourcingOwner,
  id: string,
  action: TSourcingAction,
) {
  const r = await repo.lockRequest(tx, owner, id);
  if (!r) throw notFound("sourcing.notFound");
  const refusal = sourcingLifecycle.refusal(action, r.status, sourcingActorOf(scope));
  if (refusal === "who") throw forbidden();
  if (refusal === "state") throw refused(action, r);
  return r;
}

/**
 * Moves the (locked) request to the state the lifecycle gives `action`, with the step's columns, writes the
 * log line and the audit entry, and tells the customer, the provider and the webhooks. Answers the change.
 */
export async function applyChange(
  tx: Db,
  r: repo.TRequestRow,
  action: TSourcingAction,
  actor: TActor,
  step: TStepResult = {},
): Promise<TChangedRequest> {
  const to = sourcingTarget(action) ?? r.status;
  const changedOk = await repo.setStatus(tx, r, to, { ...stampFor(to, new Date()), ...step.set });
  if (!changedOk) throw conflict();
  await repo.insertLogs(tx, [
    {
      providerId: r.providerId,
      requestId: r.id,
      action,
      fromStatus: r.status,
      toStatus: to,
      actorUserId: actor.userId,
      actorName: actor.name,
      detail: step.detail ?? {},
    },
  ]);
  if (actor.userId)
    await recordAudit(tx, {
      providerId: r.providerId,
      actorUserId: actor.userId,
      actorName: actor.name,
      action: `sourcing.${action}`,
      targetType: "sourcing",
      targetId: r.id,
      detail: { code: r.code, from: r.status, to, ...step.detail },
    });
  const changed: TChangedRequest = {
    providerId: r.providerId,
    customerId: r.customerId,
    customerUserId: await customerUserOf(tx, r.providerId, r.customerId),
    id: r.id,
    code: r.code,
    from: r.status,
    status: to,
  };
  await announceChanges(tx, [changed]);
  return changed;
}

/** One transition as one transaction: lock and check, the step's work, the change; answers the new detail. */
export async function transition(
  db: Db,
  scope: AccessScope,
  input: TSourcingIdRequest,
  action: TSourcingAction,
  work?: (tx: Db, r: repo.TRequestRow) => Promise<TStepResult>,
  after?: (tx: Db, changed: TChangedRequest) => Promise<void>,
) {
  const owner = await ownerOf(scope, input.provider_uuid);
  await db.transaction(async (tx) => {
    const r = await lockFor(tx, scope, owner, input.sourcing_id, action);
    const changed = await applyChange(tx, r, action, actorOf(scope), (await work?.(tx, r)) ?? {});
    await after?.(tx, changed);
  });
  return detailOrNotFound(db, scope, owner, input.sourcing_id);
}

/** The staff member who takes a step on an unassigned request becomes its assignee. */
const assignIfNobody = (scope: AccessScope, r: repo.TRequestRow) =>
  r.assigneeId ? {} : { assigneeId: scope.userId };

/** sourcing/cancel-sourcing (the customer, before a quote). */
export const cancelSourcing = (db: Db, scope: AccessScope, input: TSourcingIdRequest) =>
  transition(db, scope, input, "cancel");

/** sourcing/start-sourcing: the confirmed start of spec section 4; the customer is told by socket and mail. */
export const startSourcing = (db: Db, scope: AccessScope, input: TSourcingIdRequest) =>
  transition(
    db,
    scope,
    input,
    "start",
    async (_tx, r) => ({ set: assignIfNobody(scope, r) }),
    (tx, changed) => mailCustomer(tx, changed, "sourcingStarted"),
  );

/** sourcing/reject-sourcing: the warehouse cannot source it. */
export const rejectSourcing = (db: Db, scope: AccessScope, input: TSourcingReasonRequest) =>
  transition(
    db,
    scope,
    input,
    "reject",
    async () => ({ set: { rejectReason: input.reason }, detail: { reason: input.reason } }),
    (tx, changed) => mailCustomer(tx, changed, "sourcingRejected", { reason: input.reason }),
  );

/** sourcing/reject-quote: the customer turns the quote down; the provider is told and may quote again. */
export const rejectQuote = (db: Db, scope: AccessScope, input: TSourcingReasonRequest) =>
  transition(
    db,
    scope,
    input,
    "reject_quote",
    async () => ({ set: { rejectReason: input.reason }, detail: { reason: input.reason } }),
    (tx, changed) =>
      mailProvider(
        tx,
        changed.providerId,
        "sourcingQuoteRejected",
        { customer: scope.session.username, sourcing_id: changed.code, reason: input.reason },
        changed.id,
      ),
  );

/** sourcing/assign-sourcing: requests still open go to a member of the staff (or to nobody). */
export async function assignSourcing(db: Db, scope: AccessScope, input: TAssignSourcingRequest) {
  const providerId = scope.ownProviderId();
  const assigneeId = input.assignee_id;
  if (assigneeId && !(await repo.isStaffOf(db, providerId, assigneeId)))
    throw badRequest("sourcing.assigneeUnknown", { assignee_id: "sourcing.assigneeUnknown" });
  const ids = [...new Set(input.sourcing_ids)];
  const changed = await db.transaction(async (tx) => {
    const rows = await repo.assign(tx, providerId, ids, assigneeId, openSourcingStates);
    await repo.insertLogs(
      tx,
      rows.map((r) => ({
        providerId,
        requestId: r.id,
        action: "assign",
        fromStatus: r.status,
        toStatus: r.status,
        actorUserId: scope.userId,
        actorName: scope.session.username,
        detail: { assignee_id: assigneeId },
      })),
    );
    await recordAudit(tx, {
      providerId,
      actorUserId: scope.userId,
      actorName: scope.session.username,
      action: "sourcing.assign",
      targetType: "sourcing",
      targetId: rows[0]?.id ?? "",
      detail: { codes: rows.map((r) => r.code), assignee_id: assigneeId },
    });
    return rows.map((r) => r.id);
  });
  const rows = await repo.findSummaries(db, providerId, changed);
  return { list: rows.map(presentSummary) };
}
