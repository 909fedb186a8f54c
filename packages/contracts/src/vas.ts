import { z } from "zod";
import type { TFeeKind } from "./billing.ts";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, orderBy, sortBy, ZKeyword, ZOptionalId } from "./list-fields.ts";
import { ZTimes, ZUuid } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Value-added work (docs/vas.md): labelling and kitting done by the warehouse for a customer, per unit. A
 * work order is requested (by the merchant or the staff), then done by the staff with the units actually
 * done (what billing charges, fee kinds `vas_labelling` / `vas_kitting`), or cancelled while requested.
 */
export const vasKinds = ["labelling", "kitting"] as const;
export type TVasKind = (typeof vasKinds)[number];

/** The fee kind each kind of work is charged under. */
export const vasFeeKinds = { labelling: "vas_labelling", kitting: "vas_kitting" } as const satisfies Record<
  TVasKind,
  TFeeKind
>;

export const vasStatuses = ["requested", "done", "cancelled"] as const;
export type TVasStatus = (typeof vasStatuses)[number];

export const vasActions = ["complete", "cancel"] as const;
export type TVasAction = (typeof vasActions)[number];

/** The most units one work order asks for. */
export const vasMaxUnits = 1_000_000;

const ZUnits = z.coerce
  .number("vas.unitsFormat")
  .int("vas.unitsFormat")
  .min(1, "vas.unitsFormat")
  .max(vasMaxUnits, "vas.unitsFormat");

const ZText = (max: number) => z.string().trim().max(max, "field.tooLong").default("");

export const ZVasOrder = z.object({
  id: z.string(),
  /** VA + YYYYMMDD + 4-digit sequence of the day. */
  code: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  owner_code: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  kind: z.enum(vasKinds),
  variant_id: z.string(),
  sku: z.string(),
  /** The units asked for. */
  quantity: z.number().int(),
  /** The units done (what is charged); null until done. */
  done_quantity: z.number().int().nullable(),
  instructions: z.string(),
  status: z.enum(vasStatuses),
  /** The staff's note when done, or why it was cancelled. */
  note: z.string(),
  requested_by: z.string(),
  done_by: z.string().nullable(),
  /** When it was done or cancelled (seconds). */
  closed_at: z.number().nullable(),
  /** What the caller may do with it now. */
  actions: z.array(z.enum(vasActions)),
  ...ZTimes,
});
export type TVasOrder = z.infer<typeof ZVasOrder>;

export const vasSorts = ["created_at", "code"] as const;

export const ZVasOrderQuery = z.object({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
  warehouse_id: ZOptionalId,
  kind: optionalFilter(z.enum(vasKinds)),
  status: optionalFilter(z.enum(vasStatuses)),
  /** The work order's code or the SKU. */
  keyword: ZKeyword,
  sort: sortBy(vasSorts, "created_at"),
  order: orderBy("desc"),
  ...ZPageQuery.shape,
});
export type TVasOrderQuery = z.infer<typeof ZVasOrderQuery>;

/** vas/create-vas-order: a drop shipper names the provider; staff name the customer. */
export const ZCreateVasOrderRequest = z.object({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
  warehouse_id: ZUuid,
  kind: z.enum(vasKinds, { message: "vas.kindRequired" }),
  /** The customer's SKU (or barcode) the work is on. */
  sku: z.string().trim().min(1, "vas.skuRequired").max(textCaps.short, "field.tooLong"),
  quantity: ZUnits,
  instructions: ZText(1000),
});
export type TCreateVasOrderRequest = z.infer<typeof ZCreateVasOrderRequest>;

/** vas/complete-vas-order (staff): the units actually done, at most the units asked for. */
export const ZCompleteVasOrderRequest = z.object({
  vas_order_id: ZUuid,
  done_quantity: ZUnits,
  note: ZText(500),
});
export type TCompleteVasOrderRequest = z.infer<typeof ZCompleteVasOrderRequest>;

/** vas/cancel-vas-order: while requested, by the customer or the staff, with a reason. */
export const ZCancelVasOrderRequest = z.object({
  provider_uuid: ZOptionalId,
  vas_order_id: ZUuid,
  reason: z.string().trim().min(1, "vas.reasonRequired").max(500, "field.tooLong"),
});
export type TCancelVasOrderRequest = z.infer<typeof ZCancelVasOrderRequest>;
