import type { TReplenishmentStatus } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware): to do, done, dropped. */
const colours: Record<TReplenishmentStatus, string> = { open: "blue", done: "green", cancelled: "default" };

/** A replenishment task's status: Open, Done, Cancelled. */
export const ReplenishmentStatusTag = statusTag({
  colours,
  textKey: "replenishment.statuses",
  testId: "replenishment-status",
});
