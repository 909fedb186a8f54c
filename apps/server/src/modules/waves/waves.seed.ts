import type { Db } from "../../kernel/db/client.ts";
import { waveStrategies } from "./waves.tables.ts";

/**
 * Demo wave strategies for a first start (called from seed/demo.ts inside its transaction): single-item
 * and multi-item orders, for every warehouse.
 */
export async function seedDemoWaveStrategies(tx: Db, providerId: string): Promise<void> {
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
}
