import type { TCarrierKind } from "@wms/contracts";
import type { TAppContext } from "../../../kernel/context.ts";
import type { Db } from "../../../kernel/db/client.ts";

/** What an adapter needs of a channel (a row of logistics_channels). */
export type TCarrierChannel = { providerId: string; id: string; code: string; carrierKind: TCarrierKind };
/** What an adapter needs of an order: a tracking number typed in or imported (manual carriers). */
export type TCarrierOrder = { id?: string; trackingNumber?: string | null };

/**
 * A carrier adapter: how a channel obtains tracking numbers and builds its tracking link. Carriers with an
 * API (label purchase, tracking pull) implement the same interface later, using the channel's API account.
 */
export type TCarrierAdapter = {
  kind: TCarrierKind;
  /** Runs inside the caller's transaction (tx), so a rolled-back shipment gives no number away twice. */
  issueTrackingNumber(
    tx: Db,
    ctx: Pick<TAppContext, "config">,
    input: { channel: TCarrierChannel; order: TCarrierOrder },
  ): Promise<string>;
  trackingUrl(template: string, trackingNumber: string): string;
};
