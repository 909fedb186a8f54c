import type { QueryClient } from "@tanstack/react-query";
import { countsEndpoints as e, type TInputOf } from "@wms/contracts";
import { call, caller, quiet } from "../../api/client.ts";

/** Every count plan and task list hangs under this key: every write invalidates it. */
export const countsKey = ["counts"] as const;

/** After a plan or a task changed: the plans, the floor's list and the review read again. */
export function refreshCounts(client: QueryClient) {
  return client.invalidateQueries({ queryKey: countsKey });
}

/** The provider dashboard's counts card: under the counts, so that a count approved reads its figures again. */
export const countFiguresKey = (query: TInputOf<typeof e.figures>) =>
  [...countsKey, "figures", query] as const;

/** Pickers of plans (the floor's and the review's): the newest open plans, enough for a warehouse's week. */
const openPlansQuery = {
  status: "open",
  sort: "created_at",
  order: "desc",
  cur_page: 1,
  page_size: 100,
} as const;

/**
 * Cycle counts. The writes are quiet: the forms show the server's field errors under their fields and
 * anything else in their alert; the floor shows a refused scan beside its scan field.
 */
export const countsApi = {
  plans: caller(e.plans),
  openPlans: () => call(e.plans, openPlansQuery),
  createPlan: caller(e.createPlan, quiet),
  raiseFloor: caller(e.raiseFloor, quiet),
  cancelPlan: caller(e.cancelPlan, quiet),
  tasks: caller(e.tasks),
  task: (taskId: string) => call(e.task, { task_id: taskId }),
  scan: caller(e.scan, quiet),
  submit: caller(e.submit, quiet),
  approve: caller(e.approve, quiet),
  sendBack: caller(e.sendBack, quiet),
  settings: () => call(e.settings),
  saveSettings: caller(e.saveSettings, quiet),
  /** Accuracy, locations never counted, what waits and the adjustments' value (the dashboard's card). */
  figures: caller(e.figures),
};
