import type { Db } from "../../kernel/db/client.ts";
import {
  labelTemplates,
  packagingMaterials,
  warehouseLocations,
  warehousePartitions,
  warehouseShelves,
  warehouses,
  waveStrategies,
} from "./warehouses.tables.ts";

/**
 * Demo warehousing for a first start (called from seed/demo.ts inside its transaction): one warehouse
 * with a pick zone A (shelves 01-04, levels 01-03), a bulk zone B (shelves 01-02, levels 01-03),
 * receiving, defect and shipping locations, packaging, wave strategies and a label template.
 */
export async function seedDemoWarehousing(tx: Db, providerId: string): Promise<{ warehouseId: string }> {
  const [warehouse] = await tx
    .insert(warehouses)
    .values({
      providerId,
      code: "SZ01",
      name: "Shenzhen Main Warehouse",
      country: "CN",
      province: "Guangdong",
      city: "Shenzhen",
      address: "88 Harbour Road, Bao'an District",
      postcode: "518000",
      contactName: "Li Wei",
      contactPhone: "+86 755 5555 0100",
      contactEmail: "sz01@demo.local",
    })
    .returning({ id: warehouses.id });
  if (!warehouse) throw new Error("seed warehouse not created");
  const warehouseId = warehouse.id;

  let walk = 0;
  const nextWalk = () => {
    walk += 10;
    return walk;
  };
  const zones = [
    { code: "A", name: "Pick zone", shelves: 4, type: "pick" as const },
    { code: "B", name: "Bulk zone", shelves: 2, type: "storage" as const },
  ];
  for (const zone of zones) {
    const [partition] = await tx
      .insert(warehousePartitions)
      .values({ providerId, warehouseId, code: zone.code, name: zone.name })
      .returning({ id: warehousePartitions.id });
    if (!partition) throw new Error("seed partition not created");
    for (let s = 1; s <= zone.shelves; s++) {
      const shelfCode = String(s).padStart(2, "0");
      const [shelf] = await tx
        .insert(warehouseShelves)
        .values({ providerId, warehouseId, partitionId: partition.id, code: shelfCode })
        .returning({ id: warehouseShelves.id });
      if (!shelf) throw new Error("seed shelf not created");
      await tx.insert(warehouseLocations).values(
        [1, 2, 3].map((level) => ({
          providerId,
          warehouseId,
          partitionId: partition.id,
          shelfId: shelf.id,
          code: `${zone.code}-${shelfCode}-${String(level).padStart(2, "0")}`,
          type: zone.type,
          walkSequence: nextWalk(),
        })),
      );
    }
  }
  await tx.insert(warehouseLocations).values(
    (
      [
        ["RCV-01", "receiving"],
        ["DEF-01", "defect"],
        ["SHP-01", "shipping"],
      ] as const
    ).map(([code, type]) => ({ providerId, warehouseId, code, type, walkSequence: nextWalk() })),
  );

  await tx.insert(packagingMaterials).values([
    {
      providerId,
      code: "BOX-S",
      name: "Small carton",
      length: "20",
      width: "15",
      height: "10",
      weight: "120",
      cost: "1.20",
      currency: "CNY",
    },
    {
      providerId,
      code: "BAG-M",
      name: "Poly mailer bag",
      length: "30",
      width: "25",
      height: "1",
      weight: "15",
      cost: "0.30",
      currency: "CNY",
    },
  ]);
  await tx.insert(waveStrategies).values([
    {
      providerId,
      name: "Single-item orders",
      kind: "single-item",
      maxOrdersPerWave: 50,
      maxLinesPerWave: 50,
    },
    { providerId, name: "Multi-item orders", kind: "multi-item", maxOrdersPerWave: 20, maxLinesPerWave: 200 },
  ]);
  await tx.insert(labelTemplates).values({
    providerId,
    name: "Standard 50 x 30 mm",
    widthMm: 50,
    heightMm: 30,
    fields: ["barcode", "sku", "name_en", "name_cn"],
    isDefault: true,
  });
  return { warehouseId };
}
