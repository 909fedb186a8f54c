import type { Db } from "../../kernel/db/client.ts";
import { defineSlot } from "../../kernel/hooks.ts";

/** A user's bound shops, as the sign-in and home answers list them (spec section 3: shop list). */
export type TShopListReader = (
  db: Db,
  userId: string,
) => Promise<{ shop_id: string; shop_url: string; provider_uuid: string | null }[]>;

/** Provided by the stores module, which owns the shops: auth lists them without depending on it. */
export const shopListReader = defineSlot<TShopListReader>("auth.shopList");
