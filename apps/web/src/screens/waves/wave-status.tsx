import type { TWaveStatus } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware). */
const colours: Record<TWaveStatus, string> = {
  picking: "processing",
  picked: "success",
  short_picked: "error",
};

export const WaveStatusTag = statusTag({ colours, textKey: "waves.status", testId: "wave-status" });
