import type { TWebhook, TWebhookLogItem, TWebhookSecret } from "@wms/contracts";
import { api, apiCall } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";

export const webhooksKey = ["webhooks"] as const;
type TRef = { provider_uuid: string; id: string };

export const webhooksApi = {
  list: (params: TListParams) => api.get<TPageResult<TWebhook>>("webhook/query-webhooks", params),
  create: (body: Record<string, unknown>) =>
    api.post<TWebhook & { secret: string }>("webhook/create-webhook", body, { skipErrorMessage: true }),
  update: (body: Record<string, unknown>) =>
    api.put<TWebhook>("webhook/update-webhook", body, { skipErrorMessage: true }),
  remove: (ref: TRef) => apiCall("webhook/delete-webhook", { method: "DELETE", body: ref }),
  revealSecret: (ref: TRef) => api.post<TWebhookSecret>("webhook/reveal-secret", ref),
  rotateSecret: (ref: TRef) => api.post<TWebhookSecret>("webhook/rotate-secret", ref),
  sendTest: (ref: TRef) => api.post<TWebhookLogItem>("webhook/send-test", ref),
  log: (params: TListParams) => api.get<TPageResult<TWebhookLogItem>>("webhook/query-log", params),
  resend: (provider_uuid: string, delivery_id: string) =>
    api.post<TWebhookLogItem>("webhook/resend", { provider_uuid, delivery_id }),
};
