import type { Db } from "../../kernel/db/client.ts";
import { auditLog } from "./audit.tables.ts";

export type TAuditEntry = {
  providerId: string | null;
  actorUserId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
};

/** An audit entry for something the caller did to one object of the tenant. */
export function auditEntry(
  scope: { userId: string; session: { username: string } },
  providerId: string,
  action: string,
  targetType: string,
  targetId: string,
  detail?: object,
): TAuditEntry {
  return {
    providerId,
    actorUserId: scope.userId,
    actorName: scope.session.username,
    action,
    targetType,
    targetId,
    detail: detail as TAuditEntry["detail"],
  };
}

/** Appends to the audit log; call it inside the transaction of the change it records. */
export async function recordAudit(db: Db, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}

/** What an audited write passes back: the id of the object it wrote and the detail its entry records. */
export type TAuditedWrite = { id: string; detail?: object };

/**
 * Runs `write` in one transaction with its audit entry (`<verb>-<targetType>` on the id and detail the
 * write passes back) and returns what the write returned.
 */
export function auditedTransaction<W extends TAuditedWrite>(
  db: Db,
  scope: { userId: string; session: { username: string } },
  providerId: string,
  verb: "create" | "update" | "delete",
  targetType: string,
  write: (tx: Db) => Promise<W>,
): Promise<W> {
  return db.transaction(async (tx) => {
    const written = await write(tx);
    await recordAudit(
      tx,
      auditEntry(scope, providerId, `${verb}-${targetType}`, targetType, written.id, written.detail),
    );
    return written;
  });
}
