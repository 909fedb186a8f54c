import type { TLanguage } from "./languages.ts";
import billing from "./messages/billing.json" with { type: "json" };
import common from "./messages/common.json" with { type: "json" };
import counts from "./messages/counts.json" with { type: "json" };
import dashboard from "./messages/dashboard.json" with { type: "json" };
import inventory from "./messages/inventory.json" with { type: "json" };
import labelTemplates from "./messages/label-templates.json" with { type: "json" };
import logistics from "./messages/logistics.json" with { type: "json" };
import orders from "./messages/orders.json" with { type: "json" };
import outgoingMail from "./messages/outgoing-mail.json" with { type: "json" };
import packaging from "./messages/packaging.json" with { type: "json" };
import packing from "./messages/packing.json" with { type: "json" };
import products from "./messages/products.json" with { type: "json" };
import receipts from "./messages/receipts.json" with { type: "json" };
import replenishment from "./messages/replenishment.json" with { type: "json" };
import returns from "./messages/returns.json" with { type: "json" };
import shipping from "./messages/shipping.json" with { type: "json" };
import sourcing from "./messages/sourcing.json" with { type: "json" };
import stores from "./messages/stores.json" with { type: "json" };
import vas from "./messages/vas.json" with { type: "json" };
import warehouses from "./messages/warehouses.json" with { type: "json" };
import waveStrategies from "./messages/wave-strategies.json" with { type: "json" };
import waves from "./messages/waves.json" with { type: "json" };
import webhooks from "./messages/webhooks.json" with { type: "json" };

/**
 * Server messages in both languages, one catalogue per module in `messages/<module>.json` (`common.json`
 * for the envelope's own). The server answers in the caller's language (language_type cookie, then
 * Accept-Language). Keys are also used as field-error values; `{name}` placeholders are filled before
 * the text leaves. A key lives in one catalogue only.
 */
/** The catalogues by file, for the check that a key lives in one of them only. */
export const messageCatalogues = {
  common,
  products,
  dashboard,
  webhooks,
  inventory,
  warehouses,
  packaging,
  waveStrategies,
  labelTemplates,
  receipts,
  logistics,
  orders,
  shipping,
  packing,
  waves,
  stores,
  sourcing,
  outgoingMail,
  billing,
  returns,
  vas,
  counts,
  replenishment,
};

export const messages = {
  ...common,
  ...products,
  ...dashboard,
  ...webhooks,
  ...inventory,
  ...warehouses,
  ...packaging,
  ...waveStrategies,
  ...labelTemplates,
  ...receipts,
  ...logistics,
  ...orders,
  ...shipping,
  ...packing,
  ...waves,
  ...stores,
  ...sourcing,
  ...billing,
  ...outgoingMail,
  ...returns,
  ...vas,
  ...counts,
  ...replenishment,
} as const satisfies Record<string, Record<TLanguage, string>>;

export type TMessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(messages, key);
}

export function translate(key: string, lang: TLanguage): string {
  return isMessageKey(key) ? messages[key][lang] : key;
}
