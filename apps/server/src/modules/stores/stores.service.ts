import { randomUUID } from "node:crypto";
import {
  Code,
  type TDevAppVerifyRequest,
  type TShop,
  type TShopAuthKind,
  type TShopIdBody,
  type TShopListQuery,
  type TThirdPartVerifyRequest,
} from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { AccessScope, TTenant } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { uniqueViolationOf } from "../../kernel/db/retry.ts";
import {
  findTenantRow,
  firstRowOf,
  insertRow,
  presentPage,
  updateTenantRow,
} from "../../kernel/db/sql-helpers.ts";
import { AppError, forbidden, notFound, type TWithTexts, text } from "../../kernel/errors.ts";
import { seconds, times } from "../../kernel/present.ts";
import { auditedTransaction } from "../audit/index.ts";
import { askShop, checkShopConnection, shopCallRefusal } from "./shopify/stores.custom-app.ts";
import { clientCredentialsToken, TokenRequestError } from "./shopify/stores.oauth.ts";
import { withShopAccess } from "./shopify/stores.shop-access.ts";
import { ShopifyCallError } from "./shopify/stores.shopify-client.ts";
import { shopSecretAad, type TShopSecretField, type TStoreDeps } from "./shopify/stores.tokens.ts";
import { releaseShop } from "./shopify/stores.uninstall.ts";
import { subscribeShopWebhooks } from "./shopify/stores.webhook-subscriptions.ts";
import type { TShopRow } from "./stores.repository.ts";
import * as repo from "./stores.repository.ts";
import { shops } from "./stores.tables.ts";

/**
 * Binding and managing shops (docs/stores.md). A shop belongs to one drop shipper's account with one
 * provider; the drop shipper binds and unbinds it, the provider's staff read every shop of its customers.
 */

/** What the store services are given: the database, the Shopify settings and the tokens' box. */

/** A shop as lists show it; its last error (a message key, stored by a mission) in the reader's language. */
export function presentShop(r: repo.TShopRow & { ownerCode: string }): TWithTexts<TShop> {
  return {
    shop_id: r.id,
    shop_url: r.shopDomain,
    shop_name: r.shopName,
    provider_uuid: r.providerId,
    customer_id: r.customerId,
    owner_code: r.ownerCode,
    auth_kind: r.authKind,
    status: r.status,
    scopes: r.scopes,
    last_synced_at: seconds(r.lastSyncedAt),
    last_error: r.lastError ? text(r.lastError, { shop: r.shopDomain }) : null,
    demo: r.demo,
    ...times(r),
  };
}

const boundElsewhere = (shop: string) =>
  new AppError(
    Code.conflict,
    "store.boundElsewhere",
    { fields: { shop_url: text("store.boundElsewhere", { shop }) } },
    { shop },
  );

/** The drop shipper's own customer account with the provider they name (drop shippers only). */
export async function shipperTenant(scope: AccessScope, providerUuid: string | undefined) {
  scope.requireRole("dropShipper");
  const tenant = await scope.tenant(providerUuid);
  if (!tenant.customerId) throw forbidden();
  return { providerId: tenant.providerId, customerId: tenant.customerId };
}

/** What binding a shop needs: whose, which shop, how it was authorized, the check the shop must pass, the tokens. */
export type TBinding = {
  providerUuid: string;
  shop: string;
  authKind: TShopAuthKind;
  /** Asks the shop (its name and the scopes granted); throws the refusal to show. */
  check: () => Promise<{ shopName: string; scopes: string[] }>;
  secrets: Record<TShopSecretField, string | null>;
  expiries?: { accessTokenExpiresAt: Date | null; refreshTokenExpiresAt: Date | null };
  /** A Dev Dashboard app's client ID. */
  clientId?: string;
  /** Another write that belongs to the binding (using up an installation). */
  alsoInTransaction?: (tx: Db) => Promise<unknown>;
};

/**
 * Binds a shop to the signed-in drop shipper's account with the provider they name, after the shop
 * answered the check. The same shop bound by this customer before is bound again (its tokens replaced);
 * bound to anyone else, it is refused. Tokens are stored sealed to the row.
 */
export async function bindShop(
  deps: TStoreDeps,
  scope: AccessScope,
  binding: TBinding,
): Promise<TWithTexts<TShop>> {
  const { db, box } = deps;
  const { providerId, customerId } = await shipperTenant(scope, binding.providerUuid);
  const { shop } = binding;
  const bound = await repo.findBoundShop(db, shop);
  if (bound && (bound.providerId !== providerId || bound.customerId !== customerId))
    throw boundElsewhere(shop);

  const checked = await binding.check();
  const existing = bound ?? (await repo.findCustomerShop(db, providerId, customerId, shop));
  const id = existing?.id ?? randomUUID();
  const seal = (field: TShopSecretField) => {
    const plain = binding.secrets[field];
    return plain === null ? null : box.seal(plain, shopSecretAad(providerId, id, field));
  };
  const values = {
    shopName: checked.shopName,
    authKind: binding.authKind,
    status: "active" as const,
    scopes: checked.scopes,
    accessToken: seal("access_token"),
    accessTokenExpiresAt: binding.expiries?.accessTokenExpiresAt ?? null,
    refreshToken: seal("refresh_token"),
    refreshTokenExpiresAt: binding.expiries?.refreshTokenExpiresAt ?? null,
    apiSecret: seal("api_secret"),
    clientId: binding.clientId ?? null,
    lastError: null,
    unboundAt: null,
  };
  const verb = existing ? "update" : "create";
  try {
    await auditedTransaction(db, scope, providerId, verb, "shop", async (tx) => {
      const row = existing
        ? await updateTenantRow(tx, shops, providerId, id, values)
        : await insertRow(tx, shops, { id, providerId, customerId, shopDomain: shop, ...values });
      if (!row) throw notFound("store.notFound");
      await binding.alsoInTransaction?.(tx);
      return { id, detail: { shop, auth_kind: binding.authKind } };
    });
  } catch (err) {
    // Bound by someone else between the check and the write.
    if (uniqueViolationOf(err) === "shops_bound_domain_uq") throw boundElsewhere(shop);
    throw err;
  }
  await subscribeShopWebhooks(deps, await repo.findListedShop(db, providerId, id));
  return presentShop(await repo.findListedShop(db, providerId, id));
}

/** Binds a shop with a custom app's keys, checked against the shop first (`auth/third-part-verify`). */
export function bindCustomApp(deps: TStoreDeps, scope: AccessScope, input: TThirdPartVerifyRequest) {
  const access = { shop: input.shop_url, accessToken: input.access_token };
  return bindShop(deps, scope, {
    providerUuid: input.provider_uuid,
    shop: input.shop_url,
    authKind: "custom_app",
    check: () => checkShopConnection(deps.shopify, access),
    secrets: { access_token: input.access_token, refresh_token: null, api_secret: input.api_secret_key },
  });
}

/**
 * Binds a shop with a Dev Dashboard app's client ID and secret (`auth/dev-app-verify`): a token is asked
 * for with them (client credentials grant), the shop checked with it, and the secret kept sealed to ask
 * for the next one before this one's 24 hours are up.
 */
export async function bindDevApp(deps: TStoreDeps, scope: AccessScope, input: TDevAppVerifyRequest) {
  // The caller's account with that provider first: nothing is asked of Shopify for anyone else's.
  await shipperTenant(scope, input.provider_uuid);
  const tokens = await clientCredentialsToken(
    deps.shopify,
    input.shop_url,
    input.client_id,
    input.client_secret,
  ).catch((err: unknown) => {
    throw devAppRefusal(err, input.shop_url);
  });
  const access = { shop: input.shop_url, accessToken: tokens.accessToken };
  return bindShop(deps, scope, {
    providerUuid: input.provider_uuid,
    shop: input.shop_url,
    authKind: "dev_app",
    check: () => checkShopConnection(deps.shopify, access),
    secrets: { access_token: tokens.accessToken, refresh_token: null, api_secret: input.client_secret },
    expiries: { accessTokenExpiresAt: tokens.accessTokenExpiresAt, refreshTokenExpiresAt: null },
    clientId: input.client_id,
  });
}

/**
 * A refused client credentials request, said on the secret's field; no such shop or a shop not reached,
 * as any failed call to a shop is said (`shopCallRefusal`).
 */
function devAppRefusal(err: unknown, shop: string): AppError {
  if (!(err instanceof TokenRequestError))
    return shopCallRefusal(new ShopifyCallError("unreachable", (err as Error).message ?? String(err)), shop);
  if (err.status === 404) return shopCallRefusal(new ShopifyCallError("unknownShop", err.message, 404), shop);
  if (err.status >= 500)
    return shopCallRefusal(new ShopifyCallError("unreachable", err.message, err.status), shop);
  return new AppError(
    Code.badRequest,
    "store.clientRejected",
    { fields: { client_secret: text("store.clientRejected", { shop }) } },
    { shop },
  );
}

/** A bound shop of the drop shipper (`shop_id`), active. */
export async function ownActiveShop(
  db: Db,
  scope: AccessScope,
  input: Pick<TShopIdBody, "shop_id" | "provider_uuid">,
) {
  const { providerId, customerId } = await shipperTenant(scope, input.provider_uuid);
  const row = await findTenantRow(db, shops, providerId, input.shop_id);
  if (!row || row.customerId !== customerId || row.status !== "active") throw notFound("store.notFound");
  return row;
}

/** A shop of the tenant (of its customer, for a drop shipper); 4004 otherwise. */
export async function tenantShop(db: Db, tenant: TTenant, shopId: string): Promise<TShopRow> {
  const row = await findTenantRow(db, shops, tenant.providerId, shopId);
  if (!row || (tenant.customerId && row.customerId !== tenant.customerId)) throw notFound("store.notFound");
  return row;
}

/**
 * A shop the caller may read: the one asked for (the drop shipper's own, or any of the provider's
 * customers' for its staff), else the caller's first bound one; none bound: 11006.
 */

export async function visibleShop(
  db: Db,
  scope: AccessScope,
  q: { shop_id?: string; provider_uuid?: string },
): Promise<TShopRow> {
  const tenant = await scope.tenant(q.provider_uuid);
  const mine = [eq(shops.providerId, tenant.providerId)];
  if (tenant.customerId) mine.push(eq(shops.customerId, tenant.customerId));
  if (q.shop_id) return tenantShop(db, tenant, q.shop_id);
  const first = await firstRowOf(db, shops, and(...mine, eq(shops.status, "active")));
  if (!first) throw new AppError(Code.noShopBound, "store.notBound");
  return first;
}

/** Asks the shop again (refreshing an installed app's token when due) and keeps its name and scopes. */
export async function verifyShop(deps: TStoreDeps, scope: AccessScope, input: TShopIdBody) {
  const row = await ownActiveShop(deps.db, scope, input);
  const checked = await withShopAccess(deps, row, (access) => askShop(deps.shopify, access)).catch((err) => {
    throw shopCallRefusal(err, row.shopDomain);
  });
  await updateTenantRow(deps.db, shops, row.providerId, row.id, {
    shopName: checked.shopName,
    scopes: checked.scopes,
    lastError: null,
  });
  return presentShop(await repo.findListedShop(deps.db, row.providerId, row.id));
}

/** Drop shippers: their shops with the provider they name. Provider staff: every shop of their customers. */
export async function listShops(db: Db, scope: AccessScope, q: TShopListQuery) {
  const tenant = await scope.tenant(q.provider_uuid);
  const page = await repo.listShops(db, tenant, q);
  return presentPage(page, (r) => presentShop({ ...r.shop, ownerCode: r.ownerCode }), q);
}

/** Unbinds a shop of the drop shipper: its tokens are deleted at once; the row stays as history. */
export async function unbindShop(db: Db, scope: AccessScope, input: TShopIdBody) {
  const row = await ownActiveShop(db, scope, input);
  const providerId = row.providerId;
  await auditedTransaction(db, scope, providerId, "update", "shop", async (tx) => {
    await releaseShop(tx, row, "unbound", new Date());
    return { id: row.id, detail: { shop: row.shopDomain, action: "unbind" } };
  });
  return null;
}

/** The sign-in answer's shop list: the user's bound shops, each with the provider it is bound under. */
export async function shopListOf(db: Db, userId: string) {
  const rows = await repo.boundShopsOfUser(db, userId);
  return rows.map((r) => ({ shop_id: r.id, shop_url: r.shopDomain, provider_uuid: r.providerId }));
}
