import { z } from "zod";
import type { TLanguage } from "./languages.ts";
import { emailPattern, maxEmailLength } from "./validation.ts";

/**
 * Marketing site of the review-collector extension (spec sections 1 and 9): the plans, their prices and
 * limits. The server answers GET /api/site/plans from these constants; the site never repeats them.
 */

export const sitePlanIds = ["free", "pro"] as const;
export const ZSitePlanId = z.enum(sitePlanIds);
export type TSitePlanId = z.infer<typeof ZSitePlanId>;

export const siteCurrencies = ["usd", "cny"] as const;
export const ZSiteCurrency = z.enum(siteCurrencies);
export type TSiteCurrency = z.infer<typeof ZSiteCurrency>;

/** Prices are shown (and charged) in the currency of the visitor's language: dollars in English, yuan in Chinese. */
export const siteCurrencyOfLanguage: Record<TLanguage, TSiteCurrency> = { en_us: "usd", zh_cn: "cny" };

export type TSitePlanDefinition = {
  id: TSitePlanId;
  names: Record<TLanguage, string>;
  /** Minor units (cents, fen) per billing interval. */
  prices: Record<TSiteCurrency, number>;
  interval: "month" | null;
  /** Reviews in one export; null means no limit. */
  reviewsPerExport: number | null;
};

export const sitePlans: readonly TSitePlanDefinition[] = [
  {
    id: "free",
    names: { en_us: "Free", zh_cn: "免费版" },
    prices: { usd: 0, cny: 0 },
    interval: null,
    reviewsPerExport: 88,
  },
  {
    id: "pro",
    names: { en_us: "Pro", zh_cn: "专业版" },
    prices: { usd: 888, cny: 6900 },
    interval: "month",
    reviewsPerExport: null,
  },
];

/** The rating label shown on the site: 5 out of 5. */
export const extensionRating = { score: 5, best: 5 } as const;

const currencySymbols: Record<TSiteCurrency, string> = { usd: "$", cny: "¥" };

/** "$8.88", "¥69", "$0": whole amounts drop their decimals. */
export function formatSitePrice(amountMinor: number, currency: TSiteCurrency): string {
  const major = amountMinor / 100;
  const text = Number.isInteger(major) ? String(major) : major.toFixed(2);
  return `${currencySymbols[currency]}${text}`;
}

export function findSitePlan(id: string): TSitePlanDefinition | undefined {
  return sitePlans.find((p) => p.id === id);
}

export const ZSitePrice = z.object({
  currency: ZSiteCurrency,
  amount_minor: z.number().int().min(0),
  display: z.string(),
});

export const ZSitePlan = z.object({
  id: ZSitePlanId,
  names: z.object({ en_us: z.string(), zh_cn: z.string() }),
  prices: z.object({ usd: ZSitePrice, cny: ZSitePrice }),
  interval: z.enum(["month"]).nullable(),
  limits: z.object({ reviews_per_export: z.number().int().positive().nullable() }),
  requires_payment: z.boolean(),
});
export type TSitePlan = z.infer<typeof ZSitePlan>;

export const ZSitePlansResponse = z.object({
  plans: z.array(ZSitePlan),
  rating: z.object({ score: z.number(), best: z.number() }),
  display_currency: z.object({ en_us: ZSiteCurrency, zh_cn: ZSiteCurrency }),
  /** False when the server has no payment provider configured: paid plans cannot be bought. */
  payments_available: z.boolean(),
});
export type TSitePlansResponse = z.infer<typeof ZSitePlansResponse>;

/** Any plan id is accepted by the schema so that an unknown plan gets a clear 4004, not a field error. */
export const ZSiteCheckoutRequest = z.object({
  plan_id: z.string().trim().min(1).max(40, "field.tooLong"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(maxEmailLength, "field.tooLong")
    .regex(emailPattern, "email.format"),
});
export type TSiteCheckoutRequest = z.infer<typeof ZSiteCheckoutRequest>;

export const ZSiteCheckoutResponse = z.discriminatedUnion("kind", [
  /** Free plan, first time for this email: the licence key is shown once and mailed. */
  z.object({
    kind: z.literal("licence"),
    plan_id: ZSitePlanId,
    email: z.string(),
    licence_key: z.string(),
    mailed: z.boolean(),
  }),
  /** Free plan, already issued to this email: the key is mailed again, never shown to whoever typed the address. */
  z.object({
    kind: z.literal("licence_resent"),
    plan_id: ZSitePlanId,
    email: z.string(),
    mailed: z.boolean(),
  }),
  /** Paid plan: go to the payment provider's hosted checkout. */
  z.object({ kind: z.literal("payment"), plan_id: ZSitePlanId, session_id: z.string(), url: z.string() }),
]);
export type TSiteCheckoutResponse = z.infer<typeof ZSiteCheckoutResponse>;

export const ZSiteCheckoutSessionParams = z.object({
  sessionId: z.string().trim().min(8).max(255, "field.tooLong"),
});

/** A stored checkout (site_checkouts.status); the buyer is shown it as pending, paid or expired. */
export const siteCheckoutRecordStatuses = ["open", "completed", "expired"] as const;
/** A licence key (site_licences.status): a cancelled subscription cancels its key. */
export const siteLicenceStatuses = ["active", "cancelled"] as const;

export const siteCheckoutStatuses = ["pending", "paid", "expired"] as const;
export const ZSiteCheckoutStatus = z.object({
  session_id: z.string(),
  plan_id: ZSitePlanId,
  status: z.enum(siteCheckoutStatuses),
  /** The buyer's address with most of the local part hidden (b***@example.com). */
  email_masked: z.string(),
  /** Set once the payment is confirmed. */
  licence_key: z.string().nullable(),
});
export type TSiteCheckoutStatus = z.infer<typeof ZSiteCheckoutStatus>;

export const ZSiteCsrfResponse = z.object({ csrf_token: z.string() });

/** Server messages of the site calls, in both languages. */
export const siteMessages = {
  "site.planUnknown": { en_us: "There is no such plan", zh_cn: "没有这个套餐" },
  "site.paymentsUnavailable": {
    en_us: "Payments are not available at the moment; nothing has been charged",
    zh_cn: "暂时无法付款，未产生任何扣费",
  },
  "site.paymentProviderError": {
    en_us: "The payment provider could not be reached; nothing has been charged, please try again later",
    zh_cn: "无法连接支付服务商，未产生任何扣费，请稍后重试",
  },
  "site.checkoutNotFound": { en_us: "No such checkout", zh_cn: "未找到该订单" },
  "site.webhookUnavailable": {
    en_us: "Payment notifications are not configured",
    zh_cn: "未配置支付通知",
  },
  "site.webhookSignature": {
    en_us: "The payment notification signature is invalid",
    zh_cn: "支付通知签名无效",
  },
} as const satisfies Record<string, Record<TLanguage, string>>;

export type TSiteMessageKey = keyof typeof siteMessages;

export function isSiteMessageKey(key: string): key is TSiteMessageKey {
  return Object.hasOwn(siteMessages, key);
}

/** Where the platform is, for the site's links into it (the shop-binding success page). */
export const ZSitePlatform = z.object({ platform_url: z.string() });
