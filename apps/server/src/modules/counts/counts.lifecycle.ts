import { type TCountTaskAction, type TCountTaskStatus, unfinishedCountStates } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { defineLifecycle } from "../../kernel/lifecycle.ts";

/** What a count's submission found: the state its task goes to (counts.floor.ts decides). */
export type TCountStep = { outcome?: TCountTaskStatus };

/**
 * A location's count (docs/counts.md): scanned (the ledger's snapshot; a rescan starts the location again),
 * submitted (accurate, off by more than the threshold on a first count: recounted by another operator, else
 * reviewed), approved (posted through the ledger) or sent back for a recount; cancelled with its plan.
 */
export const countTaskLifecycle = defineLifecycle<TCountTaskAction, TCountTaskStatus, "staff", TCountStep>({
  scan: { from: ["open", "counting", "recount"], to: "counting", who: ["staff"] },
  submit: {
    from: ["counting"],
    to: (s) => s.outcome ?? "review",
    who: ["staff"],
  },
  approve: { from: ["review"], to: "adjusted", who: ["staff"] },
  send_back: { from: ["review"], to: "recount", who: ["staff"] },
  cancel: { from: ["open", "counting", "recount", "review"], to: "cancelled", who: ["staff"] },
});

/** The states that still wait for someone, as an SQL list: `status in ${unfinishedSql}`. */
export const unfinishedSql = sql.raw(`(${unfinishedCountStates.map((s) => `'${s}'`).join(", ")})`);
