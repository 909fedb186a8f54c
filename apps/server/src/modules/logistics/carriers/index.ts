import type { TCarrierKind } from "@wms/contracts";
import type { TAppContext } from "../../../kernel/context.ts";
import type { Db } from "../../../kernel/db/client.ts";
import type { TCarrierAdapter, TCarrierChannel, TCarrierOrder } from "./carrier.ts";
import { manualCarrier } from "./manual.carrier.ts";
import { selfIssuedCarrier } from "./self-issued.carrier.ts";

export type { TCarrierAdapter, TCarrierChannel, TCarrierOrder } from "./carrier.ts";
export { buildTrackingUrl } from "./tracking-url.ts";

const adapters: Record<TCarrierKind, TCarrierAdapter> = {
  manual: manualCarrier,
  self_issued: selfIssuedCarrier,
};

export function carrierAdapter(kind: TCarrierKind): TCarrierAdapter {
  return adapters[kind];
}

/** The tracking number of an order shipped on a channel (for the orders module); run inside its transaction. */
export function issueTrackingNumber(
  tx: Db,
  ctx: Pick<TAppContext, "config">,
  input: { channel: TCarrierChannel; order: TCarrierOrder },
): Promise<string> {
  return carrierAdapter(input.channel.carrierKind).issueTrackingNumber(tx, ctx, input);
}
