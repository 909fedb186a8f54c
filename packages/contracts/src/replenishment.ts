import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { optionalFilter, ZKeyword, ZOptionalId, ZQueryFlag } from "./list-fields.ts";
import { ZUuid } from "./shared-fields.ts";
import { textCaps } from "./validation.ts";

/**
 * Replenishment (docs/replenishment.md). A pick face is a SKU's pick location with a minimum and a maximum:
 * when what is free there (on hand less every order's hold) falls below the minimum, a replenishment task
 * (code `RP` + YYYYMMDD + 4 digits) moves stock from a storage bin of the warehouse (earliest expiry first) up
 * to the maximum. Tasks are made by a round, on demand, and when a wave is generated (ahead of its picking);
 * an operator does them by scan (storage bin, SKU, pick face), each a move through the ledger.
 */

export const replenishmentStatuses = ["open", "done", "cancelled"] as const;
export type TReplenishmentStatus = (typeof replenishmentStatuses)[number];
/** What made the task: the face fell below its minimum, or a wave about to be picked needs it. */
export const replenishmentReasons = ["below_min", "wave"] as const;
export type TReplenishmentReason = (typeof replenishmentReasons)[number];

export const replenishmentLimits = { quantity: 1_000_000 } as const;

const ZQuantity = (key: string) =>
  z.coerce.number(key).int(key).min(0, key).max(replenishmentLimits.quantity, key);
const ZCode = (required: string) => z.string().trim().min(1, required).max(textCaps.code, "field.tooLong");

export const ZPickFace = z.object({
  id: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  location_id: z.string(),
  location_code: z.string(),
  variant_id: z.string(),
  customer_id: z.string(),
  owner_code: z.string(),
  sku: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  min_quantity: z.number().int(),
  max_quantity: z.number().int(),
  /** Free at the face now (on hand less every order's hold). */
  free: z.number().int(),
  /** Free in the warehouse's storage bins. */
  in_storage: z.number().int(),
  below_min: z.boolean(),
  /** The open replenishment task of the face, if any. */
  open_task_code: z.string().nullable(),
});
export type TPickFace = z.infer<typeof ZPickFace>;

export const ZPickFaceQuery = z.object({
  warehouse_id: ZOptionalId,
  /** The SKU, its barcode or the face's location code. */
  keyword: ZKeyword,
  below_min: ZQueryFlag,
  ...ZPageQuery.shape,
});
export type TPickFaceQuery = z.infer<typeof ZPickFaceQuery>;

/** replenishment/save-pick-face: a new face (no id) or new limits for one. */
export const ZSavePickFaceRequest = z
  .object({
    id: ZOptionalId,
    warehouse_id: z
      .string({ message: "replenishment.warehouseRequired" })
      .uuid("replenishment.warehouseRequired"),
    location_code: ZCode("replenishment.locationRequired"),
    /** The SKU or its barcode; customer_id when several customers share it. */
    sku: ZCode("replenishment.skuRequired"),
    customer_id: ZOptionalId,
    min_quantity: ZQuantity("replenishment.quantityFormat"),
    max_quantity: ZQuantity("replenishment.quantityFormat"),
  })
  .refine((v) => v.max_quantity > v.min_quantity, {
    message: "replenishment.maxAboveMin",
    path: ["max_quantity"],
  });
export type TSavePickFaceRequest = z.infer<typeof ZSavePickFaceRequest>;

export const ZPickFaceIdRequest = z.object({ id: ZUuid });
export type TPickFaceIdRequest = z.infer<typeof ZPickFaceIdRequest>;

export const ZReplenishment = z.object({
  id: z.string(),
  code: z.string(),
  warehouse_id: z.string(),
  status: z.enum(replenishmentStatuses),
  reason: z.enum(replenishmentReasons),
  /** The wave that needed it (reason wave). */
  wave_code: z.string(),
  sku: z.string(),
  barcode: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  owner_code: z.string(),
  batch: z.string(),
  from_location_code: z.string(),
  to_location_code: z.string(),
  quantity: z.number().int(),
  /** Units moved when it was done. */
  moved: z.number().int(),
  note: z.string(),
  created_at: z.number(),
  done_at: z.number().nullable(),
  done_by: z.string(),
});
export type TReplenishment = z.infer<typeof ZReplenishment>;

export const ZReplenishmentQuery = z.object({
  warehouse_id: ZOptionalId,
  status: optionalFilter(z.enum(replenishmentStatuses)),
  /** The task's code, the SKU or a location's code. */
  keyword: ZKeyword,
  ...ZPageQuery.shape,
});
export type TReplenishmentQuery = z.infer<typeof ZReplenishmentQuery>;

/** replenishment/replenish-now: makes the tasks of the warehouse's faces below their minimum. */
export const ZReplenishNowRequest = z.object({
  warehouse_id: z
    .string({ message: "replenishment.warehouseRequired" })
    .uuid("replenishment.warehouseRequired"),
});
export type TReplenishNowRequest = z.infer<typeof ZReplenishNowRequest>;
export const ZReplenishNowAnswer = z.object({ created: z.number().int() });

/** replenishment/confirm-replenishment: the three scans and the units moved (at most the task's). */
export const ZConfirmReplenishmentRequest = z.object({
  task_id: ZUuid,
  from_location_code: ZCode("replenishment.fromRequired"),
  code: ZCode("replenishment.skuRequired"),
  to_location_code: ZCode("replenishment.toRequired"),
  quantity: z.coerce
    .number("replenishment.quantityFormat")
    .int("replenishment.quantityFormat")
    .min(1, "replenishment.quantityFormat")
    .max(replenishmentLimits.quantity, "replenishment.quantityFormat"),
});
export type TConfirmReplenishmentRequest = z.infer<typeof ZConfirmReplenishmentRequest>;

export const ZCancelReplenishmentRequest = z.object({
  task_id: ZUuid,
  note: z.string().trim().min(1, "replenishment.reasonRequired").max(300, "field.tooLong"),
});
export type TCancelReplenishmentRequest = z.infer<typeof ZCancelReplenishmentRequest>;
