import type { TCreateReturnRequest, TReturnReason } from "@wms/contracts";

/** A line of the form as typed: the units may be empty or wrong until checked. */
export type TLineValues = {
  sku?: string;
  quantity?: number | null;
  reason?: TReturnReason;
  reason_note?: string;
};

/** How the return names its units: the lines of a shipped order, or SKUs typed freely. */
export type TCreateMode = "order" | "sku";

export type TCreateValues = {
  customer_id?: string;
  mode?: TCreateMode;
  order_id?: string;
  order_lines?: TLineValues[];
  warehouse_id?: string;
  sku_lines?: TLineValues[];
  consignee?: string;
  tracking_number?: string;
  note?: string;
};

/** The form's lines as sent: those with units, trimmed (an order's line at 0 units stays home). */
const sentLines = (lines: TLineValues[] | undefined) =>
  (lines ?? [])
    .filter((l) => Number(l.quantity ?? 0) > 0)
    .map((l) => ({
      sku: (l.sku ?? "").trim(),
      quantity: Number(l.quantity),
      reason: l.reason as TReturnReason,
      reason_note: (l.reason_note ?? "").trim(),
    }));

/**
 * The create request from the checked form: a drop shipper names the provider, staff the customer; from an
 * order its id (the server takes the warehouse and consignee from it), by SKU the warehouse and consignee.
 */
export function createBody(
  values: TCreateValues,
  who: { staff: boolean; providerUuid?: string },
): TCreateReturnRequest {
  const byOrder = values.mode !== "sku";
  return {
    provider_uuid: who.staff ? undefined : who.providerUuid,
    customer_id: who.staff ? values.customer_id : undefined,
    order_id: byOrder ? values.order_id : undefined,
    warehouse_id: byOrder ? undefined : values.warehouse_id,
    consignee: byOrder ? "" : (values.consignee ?? "").trim(),
    tracking_number: (values.tracking_number ?? "").trim(),
    note: (values.note ?? "").trim(),
    lines: sentLines(byOrder ? values.order_lines : values.sku_lines),
  };
}
