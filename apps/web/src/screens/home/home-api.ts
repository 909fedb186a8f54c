import type { TArea, TDashboardOverview } from "@wms/contracts";
import { api } from "../../api/client.ts";

/** The browser's offset from UTC in minutes, east positive: the trend's days are the user's local days. */
export const browserOffsetMinutes = () => -new Date().getTimezoneOffset();

export function fetchDashboard(area: TArea, providerUuid: string | undefined) {
  return api.get<TDashboardOverview>(
    "dashboard/overview",
    { provider_uuid: providerUuid, tz_offset: browserOffsetMinutes() },
    { area },
  );
}
