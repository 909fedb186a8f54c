/**
 * Tenant-isolation probes of warehousing settings and storage (spread into the matrix of
 * tenant-isolation.test.ts). The rival tenant gets a warehouse with a zone, shelf and location,
 * packaging, a wave strategy, a label template, a product and its customer's storage selection;
 * no role of the demo tenant may read or change any of it, by any id.
 */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { packagingMaterials } from "../src/modules/packaging/index.ts";
import { products, productVariants } from "../src/modules/products/index.ts";
import { labelTemplates } from "../src/modules/products/products.tables.ts";
import { storageSelections } from "../src/modules/storage/index.ts";
import {
  warehouseLocations,
  warehousePartitions,
  warehouseShelves,
  warehouses,
} from "../src/modules/warehouses/warehouses.tables.ts";
import { waveStrategies } from "../src/modules/waves/waves.tables.ts";
import { ownTenant, type TTestApp } from "./harness.ts";
import type { TEntry, TForeignTenant } from "./tenant-isolation.shared.ts";
import {
  callAs,
  expectRefused,
  expectRivalProviderRefused,
  insertId,
  refusedRoutes,
  staffListProbe,
} from "./tenant-isolation.shared.ts";

/** The rival tenant's warehousing rows (filled by seedRivalWarehousing). */
export const rival = {
  warehouseId: "",
  partitionId: "",
  shelfId: "",
  locationId: "",
  packagingId: "",
  waveId: "",
  labelId: "",
};

/** Owner columns of a rival document (order, receipt): the rival's customer, in the rival's warehouse. */
export const rivalDocumentOwner = (foreign: TForeignTenant) => ({
  providerId: foreign.providerId,
  customerId: foreign.customerId,
  warehouseId: rival.warehouseId,
  createdBy: foreign.customerId,
});

export async function seedRivalWarehousing(t: TTestApp, foreign: TForeignTenant) {
  const db = t.ctx.db;
  const providerId = foreign.providerId;
  rival.warehouseId = await insertId(t, warehouses, {
    providerId,
    code: "RIVAL-WH",
    name: "Rival warehouse",
    country: "DE",
    address: "Rival street",
  });
  rival.partitionId = await insertId(t, warehousePartitions, {
    providerId,
    warehouseId: rival.warehouseId,
    code: "RZ",
    name: "Rival zone",
  });
  rival.shelfId = await insertId(t, warehouseShelves, {
    providerId,
    warehouseId: rival.warehouseId,
    partitionId: rival.partitionId,
    code: "01",
  });
  rival.locationId = await insertId(t, warehouseLocations, {
    providerId,
    warehouseId: rival.warehouseId,
    partitionId: rival.partitionId,
    shelfId: rival.shelfId,
    code: "RZ-01-01",
    type: "pick",
    walkSequence: 10,
  });
  rival.packagingId = await insertId(t, packagingMaterials, {
    providerId,
    code: "RIVAL-BOX",
    name: "Rival box",
    length: "1",
    width: "1",
    height: "1",
    weight: "1",
  });
  rival.waveId = await insertId(t, waveStrategies, {
    providerId,
    name: "Rival wave",
    kind: "same-zone",
    warehouseId: rival.warehouseId,
    maxOrdersPerWave: 5,
    maxLinesPerWave: 5,
  });
  rival.labelId = await insertId(t, labelTemplates, {
    providerId,
    name: "Rival label",
    widthMm: 50,
    heightMm: 30,
    fields: ["sku"],
    isDefault: true,
  });
  await db.insert(storageSelections).values({
    providerId,
    customerId: foreign.customerId,
    warehouseId: rival.warehouseId,
    createdBy: foreign.customerId,
  });
  const [product] = await db
    .insert(products)
    .values({ providerId, customerId: foreign.customerId, title: "Rival stored product" })
    .returning({ id: products.id });
  await db.insert(productVariants).values({
    providerId,
    productId: product?.id ?? "",
    customerId: foreign.customerId,
    sku: "RIVAL-STORAGE-SKU",
  });
}

/** Staff-only reads: a drop shipper is refused outright; staff see none of the rival's ids. */
function listProbe(url: string, id: () => string, query: () => Record<string, string> = () => ({})): TEntry {
  return staffListProbe(url, id, () => [{ page_size: "200", ...query() }]);
}

/** Nothing of the rival's rows was changed by the probes. */
async function rivalUntouched(t: TTestApp) {
  const [w] = await t.ctx.db
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.id, rival.warehouseId));
  expect(w?.name).toBe("Rival warehouse");
}

const pattern = () => ({
  partition_id: rival.partitionId,
  shelves: { from: 1, to: 2 },
  levels: { from: 1, to: 2 },
});

export const warehousesMatrix: Record<string, TEntry> = {
  "GET /api/warehouse/query-warehouses": listProbe(
    "/api/warehouse/query-warehouses",
    () => rival.warehouseId,
  ),
  ...refusedRoutes({
    "GET /api/warehouse/query-warehouse": () => ({ warehouse_id: rival.warehouseId }),
  }),
  "POST /api/warehouse/create-warehouse": {
    exempt: "creates a warehouse in the caller's own tenant (derived from the token)",
  },
  ...refusedRoutes(
    {
      "PUT /api/warehouse/update-warehouse": () => ({ warehouse_id: rival.warehouseId, name: "hacked" }),
    },
    rivalUntouched,
  ),
  ...refusedRoutes({
    "DELETE /api/warehouse/delete-warehouse": () => ({ warehouse_id: rival.warehouseId }),
  }),
  "GET /api/warehouse/query-partitions": listProbe(
    "/api/warehouse/query-partitions",
    () => rival.partitionId,
    () => ({ warehouse_id: rival.warehouseId }),
  ),
  ...refusedRoutes({
    "POST /api/warehouse/create-partition": () => ({ warehouse_id: rival.warehouseId, code: "X", name: "x" }),
    "PUT /api/warehouse/update-partition": () => ({ partition_id: rival.partitionId, name: "hacked" }),
    "DELETE /api/warehouse/delete-partition": () => ({ partition_id: rival.partitionId }),
  }),
  "GET /api/warehouse/query-shelves": listProbe(
    "/api/warehouse/query-shelves",
    () => rival.shelfId,
    () => ({ partition_id: rival.partitionId }),
  ),
  ...refusedRoutes({
    "POST /api/warehouse/create-shelf": () => ({ partition_id: rival.partitionId, code: "99" }),
    "PUT /api/warehouse/update-shelf": () => ({ shelf_id: rival.shelfId, name: "hacked" }),
    "DELETE /api/warehouse/delete-shelf": () => ({ shelf_id: rival.shelfId }),
  }),
  "GET /api/warehouse/query-locations": listProbe(
    "/api/warehouse/query-locations",
    () => rival.locationId,
    () => ({ warehouse_id: rival.warehouseId }),
  ),
  ...refusedRoutes({
    "GET /api/warehouse/query-location": () => ({ location_id: rival.locationId }),
  }),
  "POST /api/warehouse/create-location": {
    probe: async (t, me) => {
      // Into the rival's warehouse, or into the caller's own warehouse but on the rival's zone/shelf.
      await expectRefused(
        callAs(t, me, "POST", "/api/warehouse/create-location", {
          warehouse_id: rival.warehouseId,
          code: "X-1",
          type: "pick",
        }),
      );
      await expectRefused(
        callAs(t, me, "POST", "/api/warehouse/create-location", {
          warehouse_id: rival.warehouseId,
          shelf_id: rival.shelfId,
          code: "X-2",
          type: "pick",
        }),
      );
    },
  },
  ...refusedRoutes({
    "PUT /api/warehouse/update-location": () => ({ location_id: rival.locationId, status: "disabled" }),
    "DELETE /api/warehouse/delete-location": () => ({ location_id: rival.locationId }),
    "POST /api/warehouse/preview-locations": pattern,
  }),
  "POST /api/warehouse/batch-create-locations": {
    probe: async (t, me) => {
      await expectRefused(callAs(t, me, "POST", "/api/warehouse/batch-create-locations", pattern()));
      const rows = await t.ctx.db
        .select({ id: warehouseLocations.id })
        .from(warehouseLocations)
        .where(
          and(
            eq(warehouseLocations.warehouseId, rival.warehouseId),
            eq(warehouseLocations.partitionId, rival.partitionId),
          ),
        );
      expect(rows).toHaveLength(1);
    },
  },
  "GET /api/warehouse/query-packaging-materials": listProbe(
    "/api/warehouse/query-packaging-materials",
    () => rival.packagingId,
  ),
  "POST /api/warehouse/create-packaging-material": {
    exempt: "creates packaging in the caller's own tenant (derived from the token)",
  },
  ...refusedRoutes({
    "PUT /api/warehouse/update-packaging-material": () => ({
      packaging_material_id: rival.packagingId,
      cost: "9",
    }),
    "DELETE /api/warehouse/delete-packaging-material": () => ({ packaging_material_id: rival.packagingId }),
  }),
  "GET /api/warehouse/query-wave-strategies": listProbe(
    "/api/warehouse/query-wave-strategies",
    () => rival.waveId,
  ),
  "GET /api/customer-settings/query-specific-wave-strategies": {
    probe: async (t, me) => {
      await expectRefused(
        callAs(t, me, "GET", "/api/customer-settings/query-specific-wave-strategies", {
          warehouse_id: rival.warehouseId,
        }),
      );
      const res = await t.call<{ id: string }[]>({
        url: "/api/customer-settings/query-specific-wave-strategies",
        token: me.token,
      });
      if (me.role === "dropShipper") return expect(res.code).toBe(4003);
      expect(res.data.map((w) => w.id)).not.toContain(rival.waveId);
    },
  },
  ...refusedRoutes({
    "POST /api/warehouse/create-wave-strategy": () => ({
      name: "bound to rival",
      kind: "same-zone",
      warehouse_id: rival.warehouseId,
      max_orders_per_wave: 1,
      max_lines_per_wave: 1,
    }),
    "PUT /api/warehouse/update-wave-strategy": () => ({ wave_strategy_id: rival.waveId, enabled: false }),
    "DELETE /api/warehouse/delete-wave-strategy": () => ({ wave_strategy_id: rival.waveId }),
  }),
  "GET /api/customer-settings/print-label-info-list": {
    probe: async (t, me, f) => {
      await expectRivalProviderRefused(t, me, f, "/api/customer-settings/print-label-info-list");
      if (me.role === "dropShipper") return;
      const own = await t.call<{ id: string }[]>({
        url: "/api/customer-settings/print-label-info-list",
        token: me.token,
      });
      expect(own.data.map((l) => l.id)).not.toContain(rival.labelId);
    },
  },
  "POST /api/customer-settings/create-print-label-info": {
    exempt: "creates a template in the caller's own tenant (derived from the token)",
  },
  ...refusedRoutes({
    "PUT /api/customer-settings/update-print-label-info": () => ({
      label_template_id: rival.labelId,
      copies: 9,
    }),
    "DELETE /api/customer-settings/delete-print-label-info": () => ({ label_template_id: rival.labelId }),
  }),
  "POST /api/storage/add-storage": {
    probe: async (t, me, f) => {
      const attempts =
        me.role === "dropShipper"
          ? [
              { provider_uuid: f.providerId, warehouse_ids: [rival.warehouseId] },
              { provider_uuid: t.demo.providerId, warehouse_ids: [rival.warehouseId] },
            ]
          : [
              { customer_id: f.customerId, warehouse_ids: [rival.warehouseId] },
              { customer_id: t.demo.customerId, warehouse_ids: [rival.warehouseId] },
              { provider_uuid: f.providerId, customer_id: f.customerId, warehouse_ids: [rival.warehouseId] },
            ];
      for (const body of attempts) {
        const res = await t.call({ url: "/api/storage/add-storage", token: me.token, body });
        // Refused: not linked / not yours (4003, 4004), or not a warehouse of this provider (4001).
        expect([4001, 4003, 4004]).toContain(res.code);
      }
      const rows = await t.ctx.db
        .select({ customerId: storageSelections.customerId })
        .from(storageSelections)
        .where(eq(storageSelections.warehouseId, rival.warehouseId));
      expect(rows.map((r) => r.customerId)).toEqual([f.customerId]);
    },
  },
  "GET /api/storage/query-storage": {
    probe: async (t, me, f) => {
      await expectRivalProviderRefused(t, me, f, "/api/storage/query-storage");
      const queries: Record<string, string>[] = [
        {},
        { customer_id: f.customerId },
        { warehouse_id: rival.warehouseId },
      ];
      for (const query of queries) {
        const res = await t.call<{ list: { warehouse_id: string; customer_id: string }[] }>({
          url: "/api/storage/query-storage",
          token: me.token,
          query,
        });
        expect(res.code).toBe(200);
        expect(res.data.list.map((s) => s.warehouse_id)).not.toContain(rival.warehouseId);
        expect(res.data.list.map((s) => s.customer_id)).not.toContain(f.customerId);
      }
    },
  },
  "GET /api/storage/query-storage-definition": {
    probe: async (t, me, f) => {
      await expectRivalProviderRefused(t, me, f, "/api/storage/query-storage-definition");
      const res = await t.call<{ warehouse_id: string }[]>({
        url: "/api/storage/query-storage-definition",
        token: me.token,
      });
      expect(res.data.map((d) => d.warehouse_id)).not.toContain(rival.warehouseId);
    },
  },
  "GET /api/storage-m/get-related-products": {
    probe: async (t, me, f) => {
      await expectRivalProviderRefused(t, me, f, "/api/storage-m/get-related-products");
      const own = ownTenant(t, me);
      await expectRefused(
        callAs(t, me, "GET", "/api/storage-m/get-related-products", {
          ...own,
          warehouse_id: rival.warehouseId,
        }),
      );
      if (me.role !== "dropShipper") {
        await expectRefused(
          callAs(t, me, "GET", "/api/storage-m/get-related-products", { customer_id: f.customerId }),
        );
      }
      const res = await t.call<{ list: { sku: string }[] }>({
        url: "/api/storage-m/get-related-products",
        token: me.token,
        query: { ...own, page_size: "200" },
      });
      expect(res.data.list.map((r) => r.sku)).not.toContain("RIVAL-STORAGE-SKU");
    },
  },
};
