import type { TWarehouseStatus } from "@wms/contracts";
import { statusTag } from "../../components/status-tag.tsx";

const colours: Record<TWarehouseStatus, string> = { enabled: "success", disabled: "default" };

export const StatusTag = statusTag({ colours, textKey: "warehousing.statuses" });
