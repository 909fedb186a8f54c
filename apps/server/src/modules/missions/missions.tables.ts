import { missionStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, stamp } from "../../kernel/db/columns.ts";

/** A background mission (sync, fulfilment, export, import) as the tasks center shows it. */
export const missions = pgTable(
  "missions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id"),
    ownerUserId: uuid("owner_user_id").notNull(),
    /** Notification channel of the owner (drop shipper's user id or provider_uuid). */
    channelId: uuid("channel_id").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    status: text("status", { enum: missionStatuses }).notNull().default("pending"),
    progress: integer("progress").notNull().default(0),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    stopRequested: boolean("stop_requested").notNull().default(false),
    error: text("error"),
    resultFile: text("result_file"),
    resultName: text("result_name"),
    createdAt: createdAt(),
    startedAt: stamp("started_at"),
    finishedAt: stamp("finished_at"),
    heartbeatAt: stamp("heartbeat_at"),
  },
  (t) => [
    index("missions_owner_created_idx").on(t.ownerUserId, t.createdAt.desc().nullsFirst()),
    index("missions_running_idx").on(t.heartbeatAt).where(sql`status = 'running'`),
    index("missions_result_file_idx").on(t.resultFile),
  ],
);
