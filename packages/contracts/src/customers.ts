import { z } from "zod";
import { ZEmail, ZUsername } from "./auth.ts";
import { ZPageQuery } from "./envelope.ts";
import { accountStatuses, paymentMethods } from "./tenancy.ts";
import { emailPattern, maxEmailLength, phonePattern, textCaps } from "./validation.ts";

const money = z
  .string()
  .trim()
  .max(textCaps.short, "field.tooLong")
  .regex(/^-?\d{1,10}(\.\d{1,2})?$/, "customer.amountFormat");
const positiveMoney = money.refine((v) => Number(v) >= 0, "customer.amountFormat");

/** Customer management of spec section 3: the provider's view of a drop-shipper account. */
export const ZCustomer = z.object({
  id: z.string(),
  user_id: z.string(),
  username: z.string(),
  store_name: z.string(),
  company: z.string(),
  owner_code: z.string(),
  account_status: z.enum(accountStatuses),
  payment_method: z.enum(paymentMethods),
  balance: z.string(),
  credit_limit: z.string(),
  phone: z.string(),
  email: z.string(),
  wechat_id: z.string(),
  created_at: z.number().int(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

export const customerSorts = ["created_at", "username", "balance", "owner_code"] as const;
export const ZCustomerListQuery = z.object({
  ...ZPageQuery.shape,
  keyword: z.string().trim().max(textCaps.keyword, "field.tooLong").optional(),
  account_status: z.enum(accountStatuses).optional(),
  payment_method: z.enum(paymentMethods).optional(),
  sort: z.enum(customerSorts).default("created_at"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TCustomerListQuery = z.infer<typeof ZCustomerListQuery>;

export const ZCustomerIdQuery = z.object({ customer_id: z.string().uuid() });

export const ZCreateCustomerRequest = z
  .object({
    username: ZUsername,
    store_name: z.string().trim().max(120, "field.tooLong").default(""),
    company: z.string().trim().max(120, "field.tooLong").default(""),
    email: z.union([z.literal(""), ZEmail]).default(""),
    phone: z
      .union([
        z.literal(""),
        z.string().trim().max(textCaps.phone, "field.tooLong").regex(phonePattern, "phone.format"),
      ])
      .default(""),
    wechat_id: z.string().trim().max(60, "field.tooLong").default(""),
    payment_method: z.enum(paymentMethods).default("prepaid"),
    credit_limit: positiveMoney.default("0"),
    /** Send the initial password by mail to recipient_email. */
    send_mail: z.boolean().default(false),
    recipient_email: z.string().trim().max(maxEmailLength, "field.tooLong").optional(),
  })
  .refine((v) => !v.send_mail || (v.recipient_email && emailPattern.test(v.recipient_email)), {
    message: "customer.recipientEmail",
    path: ["recipient_email"],
  });
export type TCreateCustomerRequest = z.infer<typeof ZCreateCustomerRequest>;

export const ZCreateCustomerResponse = z.object({
  customer: ZCustomer,
  /** Shown once; the customer must change it at first sign-in. */
  initial_password: z.string(),
  /**
   * "sent": the mail is queued with the account (in its transaction) and leaves through the outbox, retried
   * for a day; one that fails is listed in the provider's outgoing mail. "failed" is no longer answered
   * (kept for clients that read it); "not_requested": no mail was asked for.
   */
  mail: z.enum(["sent", "failed", "not_requested"]),
});

export const ZUpdateCustomerRequest = z.object({
  customer_id: z.string().uuid(),
  company: z.string().trim().max(120, "field.tooLong").optional(),
  wechat_id: z.string().trim().max(60, "field.tooLong").optional(),
  payment_method: z.enum(paymentMethods).optional(),
  credit_limit: positiveMoney.optional(),
});

export const ZFreezeCustomerRequest = z.object({ customer_id: z.string().uuid(), frozen: z.boolean() });

/** What staff write by hand: a top-up or an adjustment. */
export const manualBalanceKinds = ["topup", "adjustment"] as const;
/** Every kind of balance entry: by hand, or a charge or credit note billing posted (docs/billing.md). */
export const balanceEntryKinds = [...manualBalanceKinds, "charge", "credit"] as const;
export const ZAdjustBalanceRequest = z.object({
  customer_id: z.string().uuid(),
  kind: z.enum(manualBalanceKinds),
  /** Signed for adjustments; a top-up must be positive. */
  amount: money.refine((v) => Number(v) !== 0, "customer.amountZero"),
  reason: z.string().trim().min(1, "field.required").max(300, "field.tooLong"),
});

export const ZBalanceEntry = z.object({
  id: z.number().int(),
  kind: z.enum(balanceEntryKinds),
  amount: z.string(),
  balance_after: z.string(),
  reason: z.string(),
  operator_name: z.string(),
  created_at: z.number().int(),
});
export const ZBalanceLogQuery = ZCustomerIdQuery.extend({
  ...ZPageQuery.shape,
});
