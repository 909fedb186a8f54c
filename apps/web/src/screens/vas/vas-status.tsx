import type { TVasStatus } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware): waiting for the warehouse, done (charged), cancelled. */
const colours: Record<TVasStatus, string> = { requested: "gold", done: "green", cancelled: "default" };

/** A work order's status: Requested, Done, Cancelled. */
export const VasStatusTag = statusTag({ colours, textKey: "vas.statuses", testId: "vas-status" });
