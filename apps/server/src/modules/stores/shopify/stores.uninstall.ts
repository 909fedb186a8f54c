import type { TMailTemplate } from "@wms/contracts";
import { and, eq, lt, ne } from "drizzle-orm";
import type { Db } from "../../../kernel/db/client.ts";
import { tenantRow, updateTenantRow } from "../../../kernel/db/sql-helpers.ts";
import { sendSystemMail } from "../../mail/index.ts";
import { requestStop } from "../../missions/index.ts";
import { customers } from "../../tenancy/index.ts";
import * as repo from "../stores.repository.ts";
import { shopInstalls, shops, shopWebhookEvents } from "../stores.tables.ts";

/**
 * A shop leaving the platform (docs/stores.md "Uninstall and privacy"): unbound by its drop shipper, or
 * the app uninstalled in Shopify (`app/uninstalled`); and its data erased, when Shopify asks
 * (`shop/redact`, 48 hours after the uninstall) or when those 48 hours have passed without it.
 */

/** How long an uninstalled shop's data is kept: Shopify sends shop/redact 48 hours after the uninstall. */
export const uninstalledKeptMs = 48 * 3_600_000;

/**
 * Tokens deleted, missions stopped (a sync within a second, even while it waits on the rate limit; a push
 * before its next order); the row stays as history.
 */
export async function releaseShop(tx: Db, row: repo.TShopRow, status: "unbound" | "uninstalled", at: Date) {
  await updateTenantRow(tx, shops, row.providerId, row.id, {
    status,
    unboundAt: at,
    accessToken: null,
    refreshToken: null,
    accessTokenExpiresAt: null,
    refreshTokenExpiresAt: null,
    apiSecret: null,
  });
  for (const slot of repo.shopMissionSlots) {
    const mission = await repo.shopMission(tx, row, slot);
    if (mission) await requestStop(tx, mission);
  }
}

/** A system mail to the drop shipper who owns the shop, in the transaction of what it reports. */
export async function mailShopOwner(
  tx: Db,
  shop: Pick<repo.TShopRow, "providerId" | "customerId">,
  template: TMailTemplate,
  params: Record<string, string | number>,
  link: string,
) {
  const [owner] = await tx
    .select({ userId: customers.userId })
    .from(customers)
    .where(tenantRow(customers, shop.providerId, shop.customerId));
  if (owner)
    await sendSystemMail(tx, {
      mailboxId: owner.userId,
      providerId: shop.providerId,
      template,
      params,
      link,
    });
}

/** `app/uninstalled`: the shop is released and its drop shipper told what it means and how to go on. */
export async function uninstallShop(tx: Db, row: repo.TShopRow, at = new Date()) {
  await releaseShop(tx, row, "uninstalled", at);
  await mailShopOwner(tx, row, "shopUninstalled", { shop: row.shopDomain }, "/ds/ds-store-management");
}

/**
 * Erases what the platform keeps of a shop that is not bound now (its orders, variants, fulfilments and
 * the rest go with the row), its unfinished installs and the deliveries it sent. A shop bound again
 * meanwhile is kept. Answers how many shop rows went.
 */
export async function eraseShop(tx: Db, shopDomain: string): Promise<number> {
  const erased = await tx
    .delete(shops)
    .where(and(eq(shops.shopDomain, shopDomain), ne(shops.status, "active")))
    .returning({ id: shops.id });
  await tx.delete(shopInstalls).where(eq(shopInstalls.shopDomain, shopDomain));
  await tx.delete(shopWebhookEvents).where(eq(shopWebhookEvents.shopDomain, shopDomain));
  return erased.length;
}

/**
 * The worker's sweep: shops uninstalled more than 48 hours ago are erased (shop/redact may never come:
 * a custom app gets no compliance webhooks), and installs nobody finished are forgotten once expired.
 */
export async function sweepLeftShops(db: Db, now: Date): Promise<number> {
  // Only what was uninstalled: a row its drop shipper unbound by hand stays as their history.
  const erased = await db
    .delete(shops)
    .where(
      and(eq(shops.status, "uninstalled"), lt(shops.unboundAt, new Date(now.getTime() - uninstalledKeptMs))),
    )
    .returning({ id: shops.id });
  await db.delete(shopInstalls).where(lt(shopInstalls.expiresAt, now));
  return erased.length;
}
