/**
 * How a mission ends: the reason it failed as stored, the end written in one transaction (row, live event,
 * mail), and written again while the database is away.
 */
import type { TLanguage } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import type { TRetryPlan } from "../../kernel/db/retry.ts";
import { AppError } from "../../kernel/errors.ts";
import { isDatabaseUnavailable, storageFailureKeys, storageFailureOf } from "../../kernel/faults.ts";
import { formatMessage } from "../../kernel/i18n.ts";
import { publishEvent } from "../../kernel/services/events.ts";
import { sendSystemMail } from "../mail/index.ts";
import type { TMissionRow } from "./missions.registry.ts";
import * as repo from "./missions.repository.ts";

/**
 * 0.5 s, doubling to 2 s between tries, for ten minutes: a restart or a failover is back well within it, and
 * a try every 2 s lands the end soon after, before the sweep (every 30 s) could take the mission for dead.
 */
export const endRetryPlan: TRetryPlan = { firstDelayMs: 500, maxDelayMs: 2_000, giveUpAfterMs: 10 * 60_000 };

/** The message key of a fault of the surroundings: a disk that is full or not writable, a database away. */
export function faultKey(err: unknown): string | null {
  const storageFailure = storageFailureOf(err);
  if (storageFailure) return storageFailureKeys[storageFailure];
  return isDatabaseUnavailable(err) ? "mission.databaseUnavailable" : null;
}

/**
 * Why a mission failed, as it is stored: a bare message key (said in the reader's language when read),
 * or, for a message with parameters, its text in the mission's own language; a fault of the surroundings
 * as the key that says what happened and what to do (`faultKey`); else the error's message.
 */
export function storedError(err: unknown, lang: TLanguage): string {
  if (err instanceof AppError) {
    return Object.keys(err.params).length ? formatMessage(err.messageKey, lang, err.params) : err.messageKey;
  }
  return faultKey(err) ?? (err instanceof Error ? err.message : String(err));
}

export async function publishProgress(
  db: Db,
  row: Pick<TMissionRow, "id" | "channelId">,
  progress: number,
  status: string,
) {
  await publishEvent(db, row.channelId, { type: "mission", mission_id: row.id, progress, status });
}

/** How a mission ended, written by `writeEnd`. */
export type TMissionEnd =
  | { status: "completed"; result: { file: string; name: string } | null }
  | { status: "failed"; error: string; stopped: boolean };

/** Ends a running mission in one transaction: its row, the live event and the owner's mail. */
export async function writeEnd(db: Db, missionId: string, end: TMissionEnd, lang: TLanguage) {
  await db.transaction(async (tx) => {
    if (end.status === "completed") {
      const row = await repo.finishMission(tx, missionId, {
        status: "completed",
        resultFile: end.result?.file,
        resultName: end.result?.name,
      });
      if (!row) return;
      await publishProgress(tx, row, 100, "completed");
      if (end.result) await publishEvent(tx, row.channelId, { type: "export", filename: end.result.file });
      await sendSystemMail(tx, {
        mailboxId: row.channelId,
        providerId: row.providerId,
        template: "missionFinished",
        params: { name: row.name },
      });
      return;
    }
    const row = await repo.finishMission(tx, missionId, { status: "failed", error: end.error });
    if (!row) return;
    await publishProgress(tx, row, row.progress, "failed");
    if (!end.stopped) {
      await sendSystemMail(tx, {
        mailboxId: row.channelId,
        providerId: row.providerId,
        template: "missionFailed",
        // The mail's text is not rendered per reader: the reason goes in the mission's language.
        params: { name: row.name, error: formatMessage(end.error, lang) },
      });
    }
  });
}
