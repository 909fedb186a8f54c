import type { Db } from "../../kernel/db/client.ts";
import { packagingMaterials } from "./packaging.tables.ts";

/**
 * Demo packaging for a first start (called from seed/demo.ts inside its transaction): a carton and a bag,
 * costed in the demo provider's billing currency (billing passes their cost through, docs/billing.md).
 */
export async function seedDemoPackaging(tx: Db, providerId: string): Promise<void> {
  await tx.insert(packagingMaterials).values([
    {
      providerId,
      code: "BOX-S",
      name: "Small carton",
      length: "20",
      width: "15",
      height: "10",
      weight: "120",
      cost: "0.45",
      currency: "USD",
    },
    {
      providerId,
      code: "BAG-M",
      name: "Poly mailer bag",
      length: "30",
      width: "25",
      height: "1",
      weight: "15",
      cost: "0.12",
      currency: "USD",
    },
  ]);
}
