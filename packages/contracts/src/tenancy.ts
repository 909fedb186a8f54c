import { z } from "zod";
import { ZPageQuery } from "./envelope.ts";
import { textCaps } from "./validation.ts";

export const ZProvider = z.object({ provider_uuid: z.string(), name_of_provider: z.string() });

export const ZProviderDetailQuery = z.object({ provider_uuid: z.string().uuid() });
export const ZProviderListQuery = z.object({
  ...ZPageQuery.shape,
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
