import type { TApiAccount, TApiName, TChannel, TPackagingMaterial, TTrackUrl } from "@wms/contracts";
import { api, apiCall } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

/** Every logistics list hangs under this key: a change invalidates them all (channels show API names). */
export const logisticsKey = ["logistics"] as const;

type TBody = Record<string, unknown>;
const quiet = { skipErrorMessage: true };
/** Deletes take a JSON body; a refusal (4009, still used) is shown by the client with the server's message. */
const remove = async (path: string, body: TBody) => (await apiCall(path, { method: "DELETE", body })).data;

export const logisticsApi = {
  channels: (params: Partial<TListParams>) =>
    api.get<TPageResult<TChannel>>("logistics/query-specific-element-channels", params),
  createChannel: (body: TBody) => api.post<TChannel>("logistics/create-channel", body, quiet),
  updateChannel: (body: TBody) => api.put<TChannel>("logistics/update-channel", body, quiet),
  deleteChannel: (channel_id: string) => remove("logistics/delete-channel", { channel_id }),

  apiAccounts: (params: Partial<TListParams>) =>
    api.get<TPageResult<TApiAccount>>("logistics/query-specific-element-api", params),
  apiNames: () => api.get<TApiName[]>("logistics/get-api-name-list"),
  createApi: (body: TBody) => api.post<TApiAccount>("logistics/create-api", body, quiet),
  updateApi: (body: TBody) => api.put<TApiAccount>("logistics/update-api", body, quiet),
  deleteApi: (api_account_id: string) => remove("logistics/delete-api", { api_account_id }),

  trackUrls: (params: Partial<TListParams>) => api.get<TPageResult<TTrackUrl>>("logistics/query-url", params),
  createTrackUrl: (body: TBody) => api.post<TTrackUrl>("logistics/query-url", body, quiet),
  updateTrackUrl: (body: TBody) => api.put<TTrackUrl>("logistics/query-url", body, quiet),
  deleteTrackUrl: (id: string) => remove("logistics/query-url", { id }),

  packaging: () =>
    api.get<TPageResult<TPackagingMaterial>>("warehouse/query-packaging-materials", {
      page_size: 200,
      cur_page: 1,
    }),
};
