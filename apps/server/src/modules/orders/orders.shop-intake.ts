import type { TOrderStatus } from "@wms/contracts";
import type { Db } from "../../kernel/db/client.ts";
import { notFound } from "../../kernel/errors.ts";
import { checkChannel } from "./orders.input.ts";
import { reserveDraft, stoppedStates, type TOrderActor, transitionOrder } from "./orders.lifecycle.ts";
import * as repo from "./orders.repository.ts";
import { insertDraft } from "./orders.service.ts";

/**
 * Warehouse orders made from shop orders (the stores module, docs/stores.md "Orders in"). A shop order's
 * draft reserves its stock at once (draft occupation), so orders arriving together never promise the same
 * stock twice: what the stock cannot cover is refused with the ledger's InsufficientStock and stays in the
 * shop. Everything runs in the caller's transaction.
 */

export type TShopOrderIntake = {
  values: Pick<
    repo.TOrderInsert,
    | "customerId"
    | "warehouseId"
    | "channelId"
    | "reference"
    | "consignee"
    | "phone"
    | "email"
    | "country"
    | "province"
    | "city"
    | "address"
    | "postcode"
    | "amount"
    | "currency"
    | "paymentStatus"
    | "fulfilmentStatus"
  >;
  lines: { variantId: string; quantity: number }[];
  /** Submit it for the provider's confirmation at once (the shop's order mode), else leave it a draft. */
  submit: boolean;
  /** Written to the order log (the shop and its order name). */
  detail: Record<string, unknown>;
};

/**
 * The warehouse order of a shop order: a draft reserving its lines, submitted when asked. The channel is
 * checked again (it may have been disabled since the shop's user info was saved): 4001 on `channel_id`.
 */
export async function createShopOrder(tx: Db, actor: TOrderActor, intake: TShopOrderIntake) {
  const { values } = intake;
  if (values.channelId)
    await checkChannel(tx, actor.providerId, values.warehouseId, { channel_id: values.channelId });
  const order = await insertDraft(
    tx,
    actor,
    { ...values, source: "shop" },
    intake.lines,
    "shop",
    intake.detail,
  );
  await reserveDraft(tx, actor, order, intake.lines);
  if (!intake.submit) return order;
  return transitionOrder(tx, actor, { orderId: order.id, action: "submit" });
}

/** What withdrawing a warehouse order came to. */
export type TWithdrawal = "cancelled" | "cut_off" | "shipped" | "already_stopped";

const cancellable: readonly TOrderStatus[] = ["draft", "submitted"];

/**
 * The shop cancelled the order: before the floor it is cancelled, on the floor (or in an exception) it is
 * cut off (occupation released; picked goods go back through a shelf-return task); so is every part split
 * from it. A shipped order cannot be stopped: the caller raises the exception (naming the first shipped
 * part, the others stopped all the same). `actor` must be staff-kind (cut off is a staff action).
 */
export async function withdrawShopOrder(
  tx: Db,
  actor: TOrderActor,
  orderId: string,
  reason: string,
): Promise<{ outcome: TWithdrawal; code: string }> {
  const outcomes: { outcome: TWithdrawal; code: string }[] = [];
  for (const order of await repo.lockOrderWithParts(tx, actor.providerId, orderId))
    outcomes.push({ outcome: await withdrawOne(tx, actor, order, reason), code: order.code });
  const [first] = outcomes;
  if (!first) throw notFound("order.notFound");
  // What the shop order is told: a shipped part first, else what became of the first order.
  return outcomes.find((o) => o.outcome === "shipped") ?? first;
}

async function withdrawOne(
  tx: Db,
  actor: TOrderActor,
  order: repo.TOrderRow,
  reason: string,
): Promise<TWithdrawal> {
  if (order.status === "shipped") return "shipped";
  if (stoppedStates.includes(order.status)) return "already_stopped";
  const action = cancellable.includes(order.status) ? "cancel" : "cut_off";
  await transitionOrder(tx, actor, { orderId: order.id, action, reason });
  return action === "cancel" ? "cancelled" : "cut_off";
}

/** The shop order's payment and fulfilment labels, kept on its warehouse order (and its parts) as Shopify changes them. */
export async function relabelShopOrder(
  tx: Db,
  providerId: string,
  orderId: string,
  labels: Pick<repo.TOrderInsert, "paymentStatus" | "fulfilmentStatus">,
) {
  await repo.updateOrderWithParts(tx, providerId, orderId, labels);
}
