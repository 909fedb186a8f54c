import type { TCountPlanStatus, TCountTaskStatus } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware): being counted, done, stopped. */
const planColours: Record<TCountPlanStatus, string> = { open: "blue", closed: "green", cancelled: "default" };

/** A count plan's status: Open, Closed, Cancelled. */
export const CountPlanStatusTag = statusTag({
  colours: planColours,
  textKey: "counts.planStatuses",
  testId: "count-plan-status",
});

/** Waiting, in hand, waiting for someone else, done (no variance / posted), stopped. */
const taskColours: Record<TCountTaskStatus, string> = {
  open: "default",
  counting: "blue",
  recount: "orange",
  review: "gold",
  accurate: "green",
  adjusted: "cyan",
  cancelled: "default",
};

/** A location's count: Not counted, Being counted, Recount, Review, Accurate, Adjusted, Cancelled. */
export const CountTaskStatusTag = statusTag({
  colours: taskColours,
  textKey: "counts.taskStatuses",
  testId: "count-task-status",
});
