import { Code } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, notFound } from "../../kernel/errors.ts";
import { recordAudit } from "../audit/index.ts";
import { findLink, findProvider, insertCustomer, listLinksOfUser } from "./tenancy.repository.ts";

/**
 * A provider's details: providers see their own; drop shippers see providers they are linked to,
 * or any provider while choosing one (name only: the directory is public at sign-up anyway).
 */
export async function providerDetail(db: Db, scope: AccessScope, providerUuid: string) {
  if (scope.isProviderSide) await scope.tenant(providerUuid);
  const provider = await findProvider(db, providerUuid);
  if (!provider) throw notFound();
  return provider;
}

export async function linkedProviders(
  db: Db,
  scope: AccessScope,
  page: { page_size: number; cur_page: number; keyword?: string },
) {
  if (scope.isProviderSide) {
    const own = await findProvider(db, scope.ownProviderId());
    const list = own
      ? [
          {
            ...own,
            customer_id: "",
            owner_code: "",
            account_status: "active" as const,
            payment_method: "prepaid" as const,
            balance: "0.00",
            credit_limit: "0.00",
          },
        ]
      : [];
    return { list, total: list.length, page_size: page.page_size, cur_page: page.cur_page };
  }
  const { list, total } = await listLinksOfUser(db, scope.userId, {
    size: page.page_size,
    cur: page.cur_page,
    keyword: page.keyword,
  });
  return { list, total, page_size: page.page_size, cur_page: page.cur_page };
}

/** A drop shipper opens an account with another provider. */
export async function addProvider(db: Db, scope: AccessScope, providerUuid: string) {
  scope.requireRole("dropShipper");
  if (!(await findProvider(db, providerUuid))) throw notFound();
  if (await findLink(db, scope.userId, providerUuid))
    throw new AppError(Code.conflict, "provider.alreadyLinked");
  await db.transaction(async (tx) => {
    const customerId = await insertCustomer(tx, providerUuid, scope.userId);
    await recordAudit(tx, {
      providerId: providerUuid,
      actorUserId: scope.userId,
      actorName: scope.session.username,
      action: "link-provider",
      targetType: "customer",
      targetId: customerId,
    });
  });
  const link = await findLink(db, scope.userId, providerUuid);
  if (!link) throw notFound();
  return link;
}
