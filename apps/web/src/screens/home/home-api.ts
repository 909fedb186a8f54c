import { dashboardEndpoints, type TArea } from "@wms/contracts";
import { call } from "../../api/client.ts";

/** The browser's offset from UTC in minutes, east positive: the trend's days are the user's local days. */
export const browserOffsetMinutes = () => -new Date().getTimezoneOffset();

export function fetchDashboard(area: TArea, providerUuid: string | undefined) {
  return call(
    dashboardEndpoints.overview,
    { provider_uuid: providerUuid, tz_offset: browserOffsetMinutes() },
    { area },
  );
}
