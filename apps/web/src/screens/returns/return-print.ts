import { App } from "antd";
import { useTranslation } from "react-i18next";
import { returnsApi } from "./returns-api.ts";

/**
 * Opens a PDF the API answers (fetched with the session's token) in a new tab, as the print preview. The tab
 * is opened at the click, while it still counts as a user gesture, so that no pop-up blocker stops it.
 */
async function openPdf(fetchUrl: () => Promise<string>) {
  const tab = window.open("", "_blank");
  try {
    const url = await fetchUrl();
    if (tab) tab.location.href = url;
    else window.open(url, "_blank");
    setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** What a failed print shows: the server's message, or a generic one. */
function usePrintError() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (error: unknown) =>
    void message.error(error instanceof Error && error.message ? error.message : t("returns.printFailed"));
}

/** "Print slip": the RMA's return slip (its barcode, in both languages) to put in the parcel. */
export function usePrintSlip(providerUuid?: string) {
  const failed = usePrintError();
  return (returnId: string) =>
    openPdf(() => returnsApi.slipUrl({ provider_uuid: providerUuid, return_id: returnId })).catch(failed);
}

/**
 * "Print new label" after a relabel (staff): the SKU's product label (the label endpoint prints by product:
 * the RMA line names it), one copy per unit relabelled, with the provider's default label options.
 */
export function usePrintRelabel() {
  const failed = usePrintError();
  return (relabelled: { productUuid: string; variantId: string; copies: number }) =>
    openPdf(() =>
      returnsApi.labelUrl({
        product_uuids: [relabelled.productUuid],
        variant_ids: [relabelled.variantId],
        copies: relabelled.copies,
      }),
    ).catch(failed);
}
