import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { ZKeyword, ZOptionalId } from "./list-fields.ts";
import { warehouseStatuses } from "./warehouses.ts";
import { ZWarehouseCard } from "./warehousing-fields.ts";

/**
 * Warehousing definition and storage (/p/warehousing-definition, /ds/warehousing): a drop shipper chooses
 * which of its provider's warehouses it stores goods in. At least one must be selected.
 */

/**
 * storage/add-storage (JSON): the complete selection for one provider (it replaces the previous one).
 * Drop shippers name the provider with provider_uuid; provider staff name the customer with customer_id.
 */
export const ZAddStorageRequest = z.object({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
  warehouse_ids: z
    .array(z.string().uuid("storage.unknownWarehouse"), "storage.selectOne")
    .min(1, "storage.selectOne")
    .max(200, "storage.tooMany"),
});
export type TAddStorageRequest = z.infer<typeof ZAddStorageRequest>;

/** One selected warehouse of one customer (the storage list). */
export const ZStorage = z.object({
  provider_uuid: z.string(),
  name_of_provider: z.string(),
  customer_id: z.string(),
  owner_code: z.string(),
  username: z.string(),
  warehouse_id: z.string(),
  warehouse_code: z.string(),
  warehouse_name: z.string(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  warehouse_status: z.enum(warehouseStatuses),
  created_at: z.number().int(),
});
export type TStorage = z.infer<typeof ZStorage>;

export const ZStorageQuery = z.object({
  provider_uuid: ZOptionalId,
  customer_id: ZOptionalId,
  warehouse_id: ZOptionalId,
  page_size: z.coerce.number().int().min(1).max(200).default(100),
  cur_page: z.coerce.number().int().min(1).default(1),
});
export type TStorageQuery = z.infer<typeof ZStorageQuery>;

/** A warehouse a customer may choose (the storage definition list). */
export const ZStorageDefinition = z.object({
  provider_uuid: z.string(),
  name_of_provider: z.string(),
  warehouse_id: z.string(),
  ...ZWarehouseCard,
  /** Drop shipper: whether it has selected this warehouse. Provider staff: whether any customer has. */
  selected: z.boolean(),
  /** Provider staff: how many customers selected it. Drop shippers: 0 or 1 (itself). */
  customer_count: z.number().int(),
});
export type TStorageDefinition = z.infer<typeof ZStorageDefinition>;

export const ZStorageDefinitionQuery = z.object({ provider_uuid: ZOptionalId });

/** storage-m/get-related-products: the SKUs a customer can store in (or send to) its selected warehouses. */
export const ZRelatedProductsQuery = z.object({
  provider_uuid: ZOptionalId,
  warehouse_id: ZOptionalId,
  customer_id: ZOptionalId,
  keyword: ZKeyword,
  ...ZPageQuery.shape,
});
export type TRelatedProductsQuery = z.infer<typeof ZRelatedProductsQuery>;

export const ZRelatedProduct = z.object({
  product_uuid: z.string(),
  variant_id: z.string(),
  customer_id: z.string(),
  owner_code: z.string(),
  title: z.string(),
  sku: z.string(),
  barcode: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  main_image_url: z.string(),
});
export type TRelatedProduct = z.infer<typeof ZRelatedProduct>;
