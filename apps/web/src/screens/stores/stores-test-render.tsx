import type { QueryClient } from "@tanstack/react-query";
import type { TShop } from "@wms/contracts";
import type { ReactNode } from "react";
import { renderAt } from "../../test/render-at.tsx";

/**
 * The stores screens' test helpers. Their API calls are answered with `mockApi(storesApi)`
 * (test/mock-api.ts); a drop shipper's screen finds its provider `p-1` chosen: the answer of `home` that
 * the provider scope reads (components/provider-scope.ts) is in the query cache and stays fresh.
 */
function chooseProviderP1(client: QueryClient) {
  client.setQueryDefaults(["home", "ds"], { staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(["home", "ds"], {
    providers: [{ provider_uuid: "p-1", name_of_provider: "Provider 1" }],
  });
}

/** A stores screen at `url`, as renderAt draws it, with the drop shipper's provider `p-1` chosen. */
export const renderStoresAt = (url: string, screen: ReactNode) => renderAt(url, screen, chooseProviderP1);

/**
 * The shop list answered with `shops`, except the access-lost banner's question (status `access_lost`),
 * answered with those of `shops` in that status only: the banner shows no shop unless it says so.
 */
export const shopListOf = (shops: TShop[]) => async (q: { status?: unknown }) => {
  const list = q.status === "access_lost" ? shops.filter((s) => s.status === "access_lost") : shops;
  return { list, total: list.length, page_size: 200, cur_page: 1 };
};
