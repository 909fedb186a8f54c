import { logisticsEndpoints as e, packagingEndpoints } from "@wms/contracts";
import { call, caller, quiet } from "../../api/client.ts";

/** Every logistics list hangs under this key: a change invalidates them all (channels show API names). */
export const logisticsKey = ["logistics"] as const;

/** Deletes take a JSON body; a refusal (4009, still used) is shown by the client with the server's message. */
export const logisticsApi = {
  channels: caller(e.channels),
  createChannel: caller(e.createChannel, quiet),
  updateChannel: caller(e.updateChannel, quiet),
  deleteChannel: (channel_id: string) => call(e.removeChannel, { channel_id }),

  apiAccounts: caller(e.apiAccounts),
  apiNames: () => call(e.apiNames),
  createApi: caller(e.createApi, quiet),
  updateApi: caller(e.updateApi, quiet),
  deleteApi: (api_account_id: string) => call(e.removeApi, { api_account_id }),

  trackUrls: caller(e.trackUrls),
  createTrackUrl: caller(e.createTrackUrl, quiet),
  updateTrackUrl: caller(e.updateTrackUrl, quiet),
  deleteTrackUrl: (id: string) => call(e.removeTrackUrl, { id }),

  packaging: () => call(packagingEndpoints.list, { page_size: 200, cur_page: 1 }),
};
