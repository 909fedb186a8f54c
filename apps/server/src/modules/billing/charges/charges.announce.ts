import type { TFeeKind } from "@wms/contracts";
import type { Db } from "../../../kernel/db/client.ts";
import { enqueueWebhookEvents } from "../../webhooks/index.ts";
import { presentQuantity } from "./charges.present.ts";

/** A charge as `charge.created` tells it to the customer's subscriptions (docs/webhooks.md). */
export type TChargeAnnounced = {
  id: string;
  customer_id: string;
  kind: TFeeKind;
  source_kind: string;
  source_id: string;
  source_code: string;
  billing_day: string;
  quantity: string;
  location_type: string | null;
  age_from_days: number | null;
  rate: string;
  amount: string;
  currency: string;
  credit_of: string | null;
};

/**
 * `charge.created` for each charge, in the transaction that made them (one outbox statement for all); the
 * quantity as the charges list answers it (3, not 3.0000).
 */
export function announceCharges(tx: Db, providerId: string, charges: TChargeAnnounced[]): Promise<number> {
  return enqueueWebhookEvents(
    tx,
    charges.map(({ id, customer_id, quantity, ...charge }) => ({
      providerId,
      customerId: customer_id,
      type: "charge.created" as const,
      payload: { charge_id: id, ...charge, quantity: presentQuantity(quantity, charge.kind) },
    })),
  );
}
