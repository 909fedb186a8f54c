import { bigserial, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { stamp } from "../../kernel/db/columns.ts";

/** Append-only audit trail: who did what to which document, and when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    providerId: uuid("provider_id"),
    actorUserId: uuid("actor_user_id"),
    actorName: text("actor_name").notNull().default(""),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: stamp("at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_target_idx").on(t.providerId, t.targetType, t.targetId, t.at)],
);
