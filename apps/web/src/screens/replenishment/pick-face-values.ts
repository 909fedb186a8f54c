import type { TPickFace, TSavePickFaceRequest } from "@wms/contracts";

/** The pick face form as typed. */
export type TFaceValues = {
  warehouse_id?: string;
  location_code?: string;
  sku?: string;
  customer_id?: string;
  min_quantity?: number | null;
  max_quantity?: number | null;
};

/** What the form starts with: the face's own values, or the warehouse the list is filtered on. */
export function initialFaceValues(face: TPickFace | null, warehouseId: string | undefined): TFaceValues {
  if (!face) return { warehouse_id: warehouseId };
  return {
    warehouse_id: face.warehouse_id,
    location_code: face.location_code,
    sku: face.sku,
    min_quantity: face.min_quantity,
    max_quantity: face.max_quantity,
  };
}

/**
 * The save request from the checked form: a location code in capitals, the SKU trimmed, the customer only
 * when one was chosen. An edited face keeps its warehouse, location, SKU and customer (shown read-only).
 */
export function saveFaceBody(values: TFaceValues, face: TPickFace | null): TSavePickFaceRequest {
  const limits = { min_quantity: Number(values.min_quantity), max_quantity: Number(values.max_quantity) };
  if (face)
    return {
      id: face.id,
      warehouse_id: face.warehouse_id,
      location_code: face.location_code,
      sku: face.sku,
      customer_id: face.customer_id,
      ...limits,
    };
  return {
    warehouse_id: values.warehouse_id ?? "",
    location_code: (values.location_code ?? "").trim().toUpperCase(),
    sku: (values.sku ?? "").trim(),
    ...(values.customer_id ? { customer_id: values.customer_id } : {}),
    ...limits,
  };
}

/** Whether a typed limit is a whole number of units the server takes (0 to `most`). */
export const isUnits = (value: unknown, most: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= most;
