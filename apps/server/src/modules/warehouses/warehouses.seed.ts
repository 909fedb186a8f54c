import type { Db } from "../../kernel/db/client.ts";
import {
  warehouseLocations,
  warehousePartitions,
  warehouseShelves,
  warehouses,
} from "./warehouses.tables.ts";

/**
 * Demo warehousing for a first start (called from seed/demo.ts inside its transaction): one warehouse
 * with a pick zone A (shelves 01-04, levels 01-03), a bulk zone B (shelves 01-02, levels 01-03),
 * receiving, defect and shipping locations. The demo packaging, wave strategies and label template are
 * seeded by their modules (packaging, waves, products).
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

  return { warehouseId };
}
