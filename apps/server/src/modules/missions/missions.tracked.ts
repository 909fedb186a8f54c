import type { TLanguage } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { writeWhileDatabaseAway } from "../../kernel/db/retry.ts";
import { AppError } from "../../kernel/errors.ts";
import { isDatabaseUnavailable } from "../../kernel/faults.ts";
import { publishEvent } from "../../kernel/services/events.ts";
import { endRetryPlan, faultKey, storedError } from "./missions.ending.ts";
import * as repo from "./missions.repository.ts";
import { heartbeatMs } from "./missions.service.ts";

const importNames = {
  products: { en_us: "Product import", zh_cn: "商品导入" },
  orders: { en_us: "Order import", zh_cn: "订单导入" },
} as const;

/** "Product import: catalogue.xlsx" in both languages (the file name tells two imports apart). */
function importTaskName(what: keyof typeof importNames, filename: string): Record<TLanguage, string> {
  const file = filename.slice(0, 120);
  return { en_us: `${importNames[what].en_us}: ${file}`, zh_cn: `${importNames[what].zh_cn}：${file}` };
}

/**
 * A spreadsheet import as a tasks-center row "Product import: file.xlsx": completed when every row was
 * applied, failed with "nothing was imported" when rows were refused (imports are all or nothing).
 */
export function trackImport<T extends { errors: unknown[] }>(
  db: Db,
  scope: AccessScope,
  what: keyof typeof importNames,
  at: { providerId: string; filename: string; lang: TLanguage },
  run: () => Promise<T>,
): Promise<T> {
  return trackInTasksCenter(
    db,
    scope,
    {
      kind: `import:${what}`,
      name: importTaskName(what, at.filename),
      providerId: at.providerId,
      lang: at.lang,
    },
    run,
    (result) => (result.errors.length ? "import.nothingImported" : null),
  );
}

/** What the tasks center shows for a request it tracks: its name, and when it is refused, why. */
export type TTrackedWork = {
  kind: string;
  name: Record<TLanguage, string>;
  providerId: string | null;
  lang: TLanguage;
};

/**
 * Runs a long request (a spreadsheet import) as a row of the tasks center: running while it works,
 * completed or failed (with a message key) when it ends. If the client's connection is cut the caller
 * still learns the outcome there; if the process dies the sweeper marks it failed ("interrupted"), which
 * is true, since the work is one transaction. `outcome` maps a result to a refusal key, or null for done.
 */
export async function trackInTasksCenter<T>(
  db: Db,
  scope: AccessScope,
  work: TTrackedWork,
  run: () => Promise<T>,
  outcome: (result: T) => string | null,
): Promise<T> {
  const channelId = scope.isProviderSide ? scope.ownProviderId() : scope.userId;
  const row = await repo.insertMission(db, {
    providerId: work.providerId,
    ownerUserId: scope.userId,
    channelId,
    kind: work.kind,
    name: work.name[work.lang],
    status: "running",
    startedAt: new Date(),
    heartbeatAt: new Date(),
    params: { lang: work.lang, tracked: true },
  });
  await publishEvent(db, channelId, { type: "mission", mission_id: row.id, progress: 0, status: "running" });
  // The same beat as a worker's mission, so the sweeper tells a live import from one whose process died.
  const beat = setInterval(() => void repo.reportProgress(db, row.id, 0).catch(() => undefined), heartbeatMs);
  let endingLater = false;
  /**
   * Ends the row. While the database is away the request answers at once (5003) and the row, still
   * beating, ends in the background once the database is back.
   */
  const end = async (state: { status: "completed" } | { status: "failed"; error: string }) => {
    const write = () =>
      db.transaction(async (tx) => {
        if (!(await repo.finishMission(tx, row.id, state))) return;
        const progress = state.status === "completed" ? 100 : 0;
        await publishEvent(tx, channelId, {
          type: "mission",
          mission_id: row.id,
          progress,
          status: state.status,
        });
      });
    try {
      await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      endingLater = true;
      void writeWhileDatabaseAway(write, endRetryPlan)
        .catch(() => false)
        .finally(() => clearInterval(beat));
    }
  };
  try {
    const result = await run();
    const refused = outcome(result);
    await end(refused ? { status: "failed", error: refused } : { status: "completed" });
    return result;
  } catch (error) {
    const key = (error as { messageKey?: unknown }).messageKey;
    const reason =
      error instanceof AppError
        ? storedError(error, work.lang)
        : (faultKey(error) ?? (typeof key === "string" ? key : "internal"));
    // The request's own error is its answer: a failure to write the row's end leaves the row to the sweep.
    await end({ status: "failed", error: reason }).catch(() => undefined);
    throw error;
  } finally {
    if (!endingLater) clearInterval(beat);
  }
}
