import { and, asc, count, eq, gt } from "drizzle-orm";
import { exportTime, type TExportSource } from "../../kernel/documents/exports.ts";
import { auditLog } from "./audit.tables.ts";

/** The provider's account activity (sign-ins, accounts created, documents changed) as a spreadsheet. */
export const auditLogExport: TExportSource = {
  kind: "audit-log",
  name: { en_us: "Audit log export", zh_cn: "操作日志导出" },
  roles: ["provider", "operator"],
  columns: [
    { key: "at", header: { en_us: "Time", zh_cn: "时间" }, width: 22 },
    { key: "actor", header: { en_us: "User", zh_cn: "操作人" } },
    { key: "action", header: { en_us: "Action", zh_cn: "操作" } },
    { key: "target_type", header: { en_us: "Document type", zh_cn: "单据类型" } },
    { key: "target_id", header: { en_us: "Document", zh_cn: "单据" }, width: 38 },
    { key: "detail", header: { en_us: "Detail", zh_cn: "详情" }, width: 40 },
  ],
  async count(db, tenant) {
    const [row] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.providerId, tenant.providerId));
    return row?.n ?? 0;
  },
  async page(db, tenant, _filters, after, limit) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.providerId, tenant.providerId), after ? gt(auditLog.id, Number(after)) : undefined),
      )
      .orderBy(asc(auditLog.id))
      .limit(limit);
    return {
      rows: rows.map((r) => ({
        at: exportTime(r.at),
        actor: r.actorName,
        action: r.action,
        target_type: r.targetType,
        target_id: r.targetId,
        detail: JSON.stringify(r.detail),
      })),
      cursor: rows.length === limit ? String(rows.at(-1)?.id) : null,
    };
  },
};
