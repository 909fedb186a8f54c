import type { TMailDetail, TMailItem, TMailRecipient } from "@wms/contracts";
import { api, apiCall } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

export const mailKey = ["mail", "list"] as const;

export const mailApi = {
  list: (params: TListParams) => api.get<TPageResult<TMailItem>>("mail/query-mail", params),
  open: (id: string) => api.get<TMailDetail>("mail/mail-detail", { id }),
  mark: (ids: string[], read: boolean) => api.put("mail/mark-mail", { ids, read }),
  remove: (ids: string[]) => apiCall("mail/delete-mail", { method: "DELETE", body: { ids } }),
  recipients: () => api.get<TMailRecipient[]>("mail/query-recipients"),
  send: (body: { customer_id?: string; all_customers?: boolean; subject: string; body: string }) =>
    api.post("mail/send-mail", body, { skipErrorMessage: true }),
};
