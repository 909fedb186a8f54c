import { logisticsEndpoints as e, packagingEndpoints, type TInputOf } from "@wms/contracts";
import { call } from "../../api/client.ts";

/** Every logistics list hangs under this key: a change invalidates them all (channels show API names). */
export const logisticsKey = ["logistics"] as const;

const quiet = { skipErrorMessage: true };

/** Deletes take a JSON body; a refusal (4009, still used) is shown by the client with the server's message. */
export const logisticsApi = {
  channels: (params: TInputOf<typeof e.channels>) => call(e.channels, params),
  createChannel: (body: TInputOf<typeof e.createChannel>) => call(e.createChannel, body, quiet),
  updateChannel: (body: TInputOf<typeof e.updateChannel>) => call(e.updateChannel, body, quiet),
  deleteChannel: (channel_id: string) => call(e.removeChannel, { channel_id }),

  apiAccounts: (params: TInputOf<typeof e.apiAccounts>) => call(e.apiAccounts, params),
  apiNames: () => call(e.apiNames),
  createApi: (body: TInputOf<typeof e.createApi>) => call(e.createApi, body, quiet),
  updateApi: (body: TInputOf<typeof e.updateApi>) => call(e.updateApi, body, quiet),
  deleteApi: (api_account_id: string) => call(e.removeApi, { api_account_id }),

  trackUrls: (params: TInputOf<typeof e.trackUrls>) => call(e.trackUrls, params),
  createTrackUrl: (body: TInputOf<typeof e.createTrackUrl>) => call(e.createTrackUrl, body, quiet),
  updateTrackUrl: (body: TInputOf<typeof e.updateTrackUrl>) => call(e.updateTrackUrl, body, quiet),
  deleteTrackUrl: (id: string) => call(e.removeTrackUrl, { id }),

  packaging: () => call(packagingEndpoints.list, { page_size: 200, cur_page: 1 }),
};
