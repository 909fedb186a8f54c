import { useQueryClient } from "@tanstack/react-query";
import { shippingBatchMax, type TOrderSummary } from "@wms/contracts";
import { App } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { noticesKey, shippingApi } from "./shipping-api.ts";

/** The query key of the shipping orders list. */
export const shippingOrdersKey = ["shipping", "orders"] as const;

/** The most orders one hand-over takes (the server's limit). */
export const handOverMax = shippingBatchMax;

/**
 * Why these rows cannot be handed over (a translation key), or null when they can: every one bagged and
 * numbered. `numbered` says whether a row has its tracking number (the screen may know of a print the list
 * has not shown yet).
 */
export function handOverBlocker<R extends Pick<TOrderSummary, "status" | "tracking_number">>(
  rows: R[],
  numbered: (row: R) => boolean = (r) => Boolean(r.tracking_number),
): string | null {
  if (rows.length === 0) return "shipping.handOver.selectFirst";
  if (rows.length > handOverMax) return "shipping.handOver.tooMany";
  if (rows.some((r) => r.status !== "bagged")) return "shipping.handOver.onlyBagged";
  if (rows.some((r) => !numbered(r))) return "shipping.handOver.printFirst";
  return null;
}

/**
 * Hands orders over at once (delivery_list/hand-over-orders): asks first (how many orders leave, their stock
 * is consumed), then calls, shows the server's message and refreshes the shipping orders and notices.
 * `ask` resolves with the server's message when the orders shipped, null when cancelled or refused (the
 * refusal pops up as every error does).
 */
export function useHandOver() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (orderIds: string[]) => {
    setBusy(true);
    try {
      const answer = await shippingApi.handOverOrders(orderIds);
      void message.success(answer.message);
      return answer.message;
    } catch {
      return null;
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: shippingOrdersKey });
      void queryClient.invalidateQueries({ queryKey: noticesKey });
    }
  };
  const ask = (orderIds: string[]) =>
    new Promise<string | null>((resolve) => {
      modal.confirm({
        title: t("shipping.handOver.title", { count: orderIds.length }),
        content: t("shipping.handOver.text", { count: orderIds.length }),
        okText: t("shipping.handOver.ok"),
        cancelText: t("shipping.keep"),
        onOk: async () => resolve(await run(orderIds)),
        onCancel: () => resolve(null),
      });
    });
  return { ask, busy };
}
