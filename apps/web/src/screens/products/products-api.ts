import type {
  TCreateProductRequest,
  TCustomer,
  TImportProductsResponse,
  TLabelTemplate,
  TMission,
  TProduct,
  TUpdateProductRequest,
} from "@wms/contracts";
import { api, apiCall, buildQuery } from "../../api/client.ts";
import type { TPageResult } from "../../components/data-table/data-table.tsx";
import type { TListParams } from "../../components/data-table/use-list-params.ts";
import { areaOfPath, readSession } from "../../session/session-store.ts";

export const productsKey = ["products"] as const;

/** Drop shippers name their provider; provider staff act in their own tenant (no provider_uuid). */
export type TProductScope = { providerUuid?: string };

export type TLabelOptions = {
  product_uuids: string[];
  width_mm: number;
  height_mm: number;
  fields: string[];
  barcode_source: "sku" | "barcode";
  copies: number;
};

const withProvider = (scope: TProductScope, rest: Record<string, unknown> = {}) => ({
  ...(scope.providerUuid ? { provider_uuid: scope.providerUuid } : {}),
  ...rest,
});

export const productsApi = {
  list: (scope: TProductScope, params: TListParams) =>
    api.get<TPageResult<TProduct>>("product/query-product", withProvider(scope, params)),
  create: (scope: TProductScope, body: Omit<TCreateProductRequest, "provider_uuid">) =>
    api.post<TProduct>("product/create-product", withProvider(scope, body), { skipErrorMessage: true }),
  update: (scope: TProductScope, body: Omit<TUpdateProductRequest, "provider_uuid">) =>
    api.put<TProduct>("product/update-product", withProvider(scope, body), { skipErrorMessage: true }),
  copy: (scope: TProductScope, productUuid: string) =>
    api.post<TProduct>("product/copy-product", withProvider(scope, { product_uuid: productUuid })),
  /** 200 all deleted, 3000 some refused (errors listed), 4009 none deleted (the message says why). */
  remove: async (scope: TProductScope, productUuids: string[]) =>
    await apiCall<{ deleted: string[]; errors: { key: string; message: string }[] }>(
      "product/delete-product",
      { method: "DELETE", body: withProvider(scope, { product_uuids: productUuids }) },
    ),
  uploadImage: (scope: TProductScope, file: File, productUuid?: string) => {
    const form = new FormData();
    form.append("file", file);
    return api.post<{ url: string; images: string[] | null }>("product/upload-image", form, {
      query: withProvider(scope, { product_uuid: productUuid }),
    });
  },
  /** The envelope, so that a 3000 answer (some rows refused) is told apart from a full import. */
  importSheet: (scope: TProductScope, file: File, customerId?: string) => {
    const form = new FormData();
    form.append("file", file);
    return apiCall<TImportProductsResponse>("product/import-product", {
      method: "POST",
      query: withProvider(scope, { customer_id: customerId }),
      body: form,
      skipErrorMessage: true,
    });
  },
  startExport: (scope: TProductScope, filters: Record<string, string>) =>
    api.post<TMission>("mission/start-export", withProvider(scope, { kind: "products", filters })),
  labelTemplates: (scope: TProductScope) =>
    api.get<TLabelTemplate[]>("customer-settings/print-label-info-list", withProvider(scope)),
  customers: (keyword: string) =>
    api.get<TPageResult<TCustomer>>("customer/get-customers", { page_size: 50, keyword }),
};

/**
 * The label PDF as an object URL: fetched with the session's bearer token (a plain link could not send
 * it). A JSON answer is an error envelope: its message is thrown.
 */
export async function fetchLabelPdf(scope: TProductScope, options: TLabelOptions): Promise<string> {
  const session = readSession(areaOfPath(window.location.pathname) ?? "ds");
  const res = await fetch(`/api/product/product-print-label${buildQuery(withProvider(scope, options))}`, {
    headers: session ? { Authorization: `Bearer ${session.accessToken}` } : {},
  });
  const type = res.headers.get("content-type") ?? "";
  if (!res.ok || !type.includes("application/pdf")) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message || res.statusText);
  }
  return URL.createObjectURL(await res.blob());
}
