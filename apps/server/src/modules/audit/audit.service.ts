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
