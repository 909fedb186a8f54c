import type { TMissionStatus } from "@wms/contracts";
import type { ProgressProps } from "antd";
import type { i18n } from "i18next";
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

/** A failed mission's error: its text at `tasks.errors.<code>` when it is a known code, else as the server wrote it. */
export function missionErrorText(i18n: i18n, error: string): string {
  const key = `tasks.errors.${error}`;
  return i18n.exists(key) ? i18n.t(key) : error;
}
