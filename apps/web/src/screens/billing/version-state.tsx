import type { TRateVersionState } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

/** antd preset colours (theme-aware): the version in effect stands out, later ones are on their way. */
const colours: Record<TRateVersionState, string> = {
  past: "default",
  current: "success",
  upcoming: "processing",
};

export const VersionStateTag = statusTag({ colours, textKey: "billing.states", testId: "version-state" });
