import type { TMailTemplate, TSourcingStatus } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { publishEvent } from "../../kernel/services/events.ts";
import { sendSystemMail } from "../mail/index.ts";
import { enqueueWebhookEvents } from "../webhooks/index.ts";

/**
 * What a change of a request's state tells whom, inside the change's transaction (nothing is told of a
 * change that rolls back): the live sourcing notification (spec section 7) to the customer's socket and the
 * provider's, and the `sourcing.status_changed` webhook event to the customer's subscriptions.
 */

export type TChangedRequest = {
  providerId: string;
  customerId: string;
  /** The customer's user: its socket channel and mailbox. */
  customerUserId: string;
  id: string;
  code: string;
  from: TSourcingStatus | null;
  status: TSourcingStatus;
};

export async function announceChanges(tx: Db, changed: TChangedRequest[]) {
  if (changed.length === 0) return;
  for (const r of changed) {
    const message = { type: "sourcing" as const, sourcing_id: r.id, status: r.status, code: r.code };
    await publishEvent(tx, r.customerUserId, message);
    await publishEvent(tx, r.providerId, message);
  }
  await enqueueWebhookEvents(
    tx,
    changed.map((r) => ({
      providerId: r.providerId,
      customerId: r.customerId,
      type: "sourcing.status_changed" as const,
      payload: { sourcing_id: r.id, code: r.code, status: r.status, previous_status: r.from },
    })),
  );
}

/** An internal mail about a request to its customer (its link opens the request on /ds/sourcing). */
export function mailCustomer(
  tx: Db,
  r: Pick<TChangedRequest, "providerId" | "customerUserId" | "id" | "code">,
  template: TMailTemplate,
  params: Record<string, string | number> = {},
) {
  return sendSystemMail(tx, {
    mailboxId: r.customerUserId,
    providerId: r.providerId,
    template,
    params: { sourcing_id: r.code, ...params },
    link: `/ds/sourcing?sourcing=${r.id}`,
  });
}

/** An internal mail to the provider's mailbox (its staff share it); the link opens /p/sourcing. */
export function mailProvider(
  tx: Db,
  providerId: string,
  template: TMailTemplate,
  params: Record<string, string | number>,
  requestId?: string,
) {
  return sendSystemMail(tx, {
    mailboxId: providerId,
    providerId,
    template,
    params,
    link: requestId ? `/p/sourcing?sourcing=${requestId}` : "/p/sourcing",
  });
}
