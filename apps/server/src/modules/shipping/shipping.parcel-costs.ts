import { sql } from "drizzle-orm";
import type { Db } from "../../kernel/db/client.ts";
import { uuidArray } from "../../kernel/db/sql-helpers.ts";
import { logisticsChannels, tariffCost } from "../logistics/index.ts";
import { orders } from "../orders/index.ts";
import { packagingMaterials } from "../packaging/index.ts";
import { packingWeighings } from "../packing/index.ts";
import { shippingParcelCosts } from "./shipping.tables.ts";

/**
 * Records what the orders' parcels cost as they are handed over, in one statement (shipping_parcel_costs):
 * the channel's packaging material and its cost, the weight the scale last accepted (else the declared
 * one) and the carrier's cost at that weight by the channel's tariff. Kept as it was then, so billing
 * charges the cost of the day whatever the material or the tariff becomes later; an order is recorded once.
 */
export async function recordParcelCosts(tx: Db, providerId: string, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    insert into ${shippingParcelCosts} (provider_id, order_id, channel_id, weight_kg, packaging_material_id,
      packaging_cost, packaging_currency, shipping_cost, handed_over_at)
    select o.provider_id, o.id, o.channel_id, w.kg, m.id, m.cost, m.currency, ${tariffCost(sql`channel`, sql`w.kg`)}, now()
    from ${orders} o
    join ${logisticsChannels} channel on channel.provider_id = o.provider_id and channel.id = o.channel_id
    left join ${packagingMaterials} m on m.provider_id = channel.provider_id and m.id = channel.packaging_material_id
    cross join lateral (
      select coalesce((
        select pw.actual_kg from ${packingWeighings} pw
        where pw.provider_id = o.provider_id and pw.order_id = o.id and pw.within_tolerance
        order by pw.created_at desc limit 1
      ), o.weight) as kg
    ) w
    where o.provider_id = ${providerId}
      and o.id = any(${uuidArray(orderIds)})
    on conflict do nothing`);
}
