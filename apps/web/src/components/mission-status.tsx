import type { TMissionStatus } from "@wms/contracts";
import type { ProgressProps } from "antd";
import { statusTag } from "./status-tag.tsx";

/** antd preset colours (theme-aware) of a background mission's status. */
const colours: Record<TMissionStatus, string> = {
  pending: "default",
  running: "processing",
  completed: "success",
  failed: "error",
  unknown: "warning",
};

/** A mission's status as a tag, its text at `tasks.status.<status>`. */
export const MissionStatusTag = statusTag({ colours, textKey: "tasks.status", testId: "mission-status" });

/** Still under way: waiting in the queue or running. */
export const missionActive = (status: TMissionStatus | undefined) =>
  status === "pending" || status === "running";

/** How a Progress bar shows a mission of this status. */
export function missionProgressStatus(status: TMissionStatus): ProgressProps["status"] {
  if (status === "failed") return "exception";
  if (status === "completed") return "success";
  return status === "running" ? "active" : "normal";
}
