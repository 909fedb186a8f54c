import { z } from "zod";
import { textCaps } from "./validation.ts";

export const mailKinds = ["system", "message"] as const;

export const ZMailItem = z.object({
  id: z.string(),
  kind: z.enum(mailKinds),
  subject: z.string(),
  /** First 200 characters of the body, for the list. */
  preview: z.string(),
  sender_name: z.string(),
  provider_uuid: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.number().int(),
});
export type TMailItem = z.infer<typeof ZMailItem>;

export const ZMailDetail = ZMailItem.extend({ body: z.string(), link: z.string().nullable() });
export type TMailDetail = z.infer<typeof ZMailDetail>;

export const ZMailListQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  cur_page: z.coerce.number().int().min(1).default(1),
  keyword: z.string().trim().max(textCaps.keyword, "field.tooLong").optional(),
  status: z.enum(["read", "unread"]).optional(),
  kind: z.enum(mailKinds).optional(),
});
export type TMailListQuery = z.infer<typeof ZMailListQuery>;

export const ZMailIds = z.object({ ids: z.array(z.string().uuid()).min(1).max(200) });
export const ZMarkMailRequest = ZMailIds.extend({ read: z.boolean() });

/** A provider writes to one customer or to all its customers. */
export const ZSendMailRequest = z
  .object({
    customer_id: z.string().uuid().optional(),
    all_customers: z.boolean().optional(),
    subject: z.string().trim().min(1, "field.required").max(200, "field.tooLong"),
    body: z.string().trim().min(1, "field.required").max(10_000, "field.tooLong"),
  })
  .refine((v) => Boolean(v.customer_id) !== Boolean(v.all_customers), {
    message: "mail.recipientRequired",
    path: ["customer_id"],
  });

export const ZMailRecipient = z.object({
  customer_id: z.string(),
  username: z.string(),
  store_name: z.string(),
  owner_code: z.string(),
});
export const ZUnreadCount = z.object({ count: z.number().int() });
