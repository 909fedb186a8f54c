import { and, eq } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { warehouses } from "../warehouses/index.ts";
import { logisticsChannels } from "./logistics.tables.ts";

/** 17TRACK, one of the default track URLs of migration 0009. */
export const demoTrackUrlId = "7a1c0001-0000-4000-8000-000000000001";

/**
 * Demo: one channel per built-in carrier adapter, shipping from warehouse SZ01, each with a carrier's tariff
 * (so the demo's parcels pass their cost through to billing). Neither names a packaging material (the floor
 * e2e reads the parcels' expected weights without one); a channel's material is charged at cost plus markup.
 */
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
      tariffFirstKg: "0.5",
      tariffFirstPrice: "4.50",
      tariffStepKg: "0.5",
      tariffStepPrice: "1.10",
      trackUrlId: demoTrackUrlId,
    },
    {
      providerId,
      name: "Own delivery (self-issued waybills)",
      code: "SELF",
      internalChannelId: "SELF-001",
      warehouseId: sz01.id,
      carrierKind: "self_issued",
      tariffFirstKg: "1",
      tariffFirstPrice: "3.20",
      tariffStepKg: "0.5",
      tariffStepPrice: "0.80",
      trackUrlId: demoTrackUrlId,
    },
  ]);
}
