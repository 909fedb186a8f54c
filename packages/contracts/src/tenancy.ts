import { z } from "zod";
import { textCaps } from "./validation.ts";

export const ZProvider = z.object({ provider_uuid: z.string(), name_of_provider: z.string() });
export type TProvider = z.infer<typeof ZProvider>;

export const ZProviderDetailQuery = z.object({ provider_uuid: z.string().uuid() });
export const ZProviderListQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(200).default(20),
  cur_page: z.coerce.number().int().min(1).default(1),
  keyword: z.string().trim().max(textCaps.keyword, "field.tooLong").optional(),
});

/** create-add-provider (form-encoded): a drop shipper links itself to a provider. */
export const ZCreateAddProviderRequest = z.object({ provider_uuid: z.string().uuid() });

export const accountStatuses = ["active", "frozen"] as const;
export const paymentMethods = ["prepaid", "credit", "monthly"] as const;

export const ZCustomerLink = z.object({
  customer_id: z.string(),
  provider_uuid: z.string(),
  name_of_provider: z.string(),
  owner_code: z.string(),
  account_status: z.enum(accountStatuses),
  payment_method: z.enum(paymentMethods),
  balance: z.string(),
  credit_limit: z.string(),
});
export type TCustomerLink = z.infer<typeof ZCustomerLink>;
