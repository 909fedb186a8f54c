import {
  customersEndpoints,
  labelTemplatesEndpoints,
  missionsEndpoints,
  productsEndpoints,
  type TInputOf,
} from "@wms/contracts";
import { call, callEnvelope } from "../../api/client.ts";
import { fetchFileUrl } from "../../api/download.ts";

export const productsKey = ["products"] as const;

/** Drop shippers name their provider; provider staff act in their own tenant (no provider_uuid). */
export type TProductScope = { providerUuid?: string };

export type TLabelOptions = Omit<TInputOf<typeof productsEndpoints.printLabels>, "provider_uuid">;

const withProvider = <T extends object>(scope: TProductScope, rest: T) => ({
  ...(scope.providerUuid ? { provider_uuid: scope.providerUuid } : {}),
  ...rest,
});

const pe = productsEndpoints;

export const productsApi = {
  list: (scope: TProductScope, params: Omit<TInputOf<typeof pe.list>, "provider_uuid">) =>
    call(pe.list, withProvider(scope, params)),
  create: (scope: TProductScope, body: Omit<TInputOf<typeof pe.create>, "provider_uuid">) =>
    call(pe.create, withProvider(scope, body), { skipErrorMessage: true }),
  update: (scope: TProductScope, body: Omit<TInputOf<typeof pe.update>, "provider_uuid">) =>
    call(pe.update, withProvider(scope, body), { skipErrorMessage: true }),
  copy: (scope: TProductScope, productUuid: string) =>
    call(pe.copy, withProvider(scope, { product_uuid: productUuid })),
  /** 200 all deleted, 3000 some refused (errors listed), 4009 none deleted (the message says why). */
  remove: (scope: TProductScope, productUuids: string[]) =>
    callEnvelope(pe.remove, withProvider(scope, { product_uuids: productUuids })),
  uploadImage: async (scope: TProductScope, file: File, productUuid?: string) =>
    call(pe.uploadImage, withProvider(scope, { product_uuid: productUuid }), { file }),
  /** The envelope, so that a 3000 answer (some rows refused) is told apart from a full import. */
  importSheet: (scope: TProductScope, file: File, customerId?: string) =>
    callEnvelope(pe.import, withProvider(scope, { customer_id: customerId }), {
      file,
      skipErrorMessage: true,
    }),
  startExport: (scope: TProductScope, filters: Record<string, string>) =>
    call(missionsEndpoints.startExport, withProvider(scope, { kind: "products", filters })),
  labelTemplates: (scope: TProductScope) => call(labelTemplatesEndpoints.list, withProvider(scope, {})),
  customers: (keyword: string) => call(customersEndpoints.list, { page_size: 50, keyword }),
};

/** The label PDF as an object URL (fetched with the session's token; an error answer is thrown). */
export const fetchLabelPdf = (scope: TProductScope, options: TLabelOptions) =>
  fetchFileUrl(pe.printLabels, withProvider(scope, options));
