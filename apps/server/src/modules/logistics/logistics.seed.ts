import { and, eq } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { warehouses } from "../warehouses/index.ts";
import { logisticsChannels } from "./logistics.tables.ts";

/** 17TRACK, one of the default track URLs of migration 0009. */
export const demoTrackUrlId = "7a1c0001-0000-4000-8000-000000000001";

/** Demo: one channel per built-in carrier adapter, shipping from warehouse SZ01. */
export async function seedDemoLogistics(tx: Db, providerId: string) {
  const [sz01] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.providerId, providerId), eq(warehouses.code, "SZ01")));
  if (!sz01) return;
  await tx.insert(logisticsChannels).values([
    {
      providerId,
      name: "Standard post (manual numbers)",
      code: "POST-STD",
      internalChannelId: "PS-001",
      warehouseId: sz01.id,
      carrierKind: "manual",
      trackUrlId: demoTrackUrlId,
    },
    {
      providerId,
      name: "Own delivery (self-issued waybills)",
      code: "SELF",
      internalChannelId: "SELF-001",
      warehouseId: sz01.id,
      carrierKind: "self_issued",
      trackUrlId: demoTrackUrlId,
    },
  ]);
}
