import type {
  TCreateTrackUrlRequest,
  TTrackUrl,
  TTrackUrlListQuery,
  TUpdateTrackUrlRequest,
} from "@wms/contracts";
import { Code } from "@wms/contracts";
import { and, eq } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import {
  insertRow,
  lockTenantRow,
  presentPage,
  tenantRow,
  updateTenantRow,
} from "../../kernel/db/sql-helpers.ts";
import { AppError, notFound, orNotFound } from "../../kernel/errors.ts";
import { times } from "../../kernel/present.ts";
import { auditedTransaction } from "../audit/index.ts";
import * as repo from "./logistics.repository.ts";
import { logisticsChannels, logisticsTrackUrls } from "./logistics.tables.ts";

const urls = logisticsTrackUrls;
const systemOwner = "system";

type TListed = {
  id: string;
  nameCn: string;
  nameEn: string;
  url: string;
  scope: "default" | "custom";
  owner: string;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** Default URLs belong to the system: read-only for every provider. */
function present(r: TListed): TTrackUrl {
  const isDefault = r.scope === "default";
  return {
    id: r.id,
    name_cn: r.nameCn,
    name_en: r.nameEn,
    url: r.url,
    is_default: isDefault,
    scope: r.scope,
    owner: isDefault ? systemOwner : r.owner,
    editable: !isDefault,
    deletable: !isDefault,
    // A UNION answers raw rows: timestamps may arrive as strings.
    ...times({ createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) }),
  };
}

export async function listTrackUrls(db: Db, scope: AccessScope, q: TTrackUrlListQuery) {
  return presentPage(await repo.listTrackUrls(db, scope.ownProviderId(), q), present, q);
}

/** A default URL, or one of the provider's own (share-locked so a concurrent delete waits for this write). */
export async function trackUrlExists(db: Db, providerId: string, id: string): Promise<boolean> {
  if (await repo.findDefaultTrackUrl(db, id)) return true;
  const own = await db
    .select({ id: urls.id })
    .from(urls)
    .where(tenantRow(urls, providerId, id))
    .for("share");
  return own.length > 0;
}

/** A custom URL of the caller's tenant; a default one is read-only (4009), anything else not found. */
async function requireOwn(db: Db, providerId: string, id: string) {
  const row = await repo.findCustomTrackUrl(db, providerId, id);
  if (row) return row;
  if (await repo.findDefaultTrackUrl(db, id)) throw new AppError(Code.conflict, "logistics.trackUrlReadOnly");
  throw notFound();
}

export async function createTrackUrl(db: Db, scope: AccessScope, input: TCreateTrackUrlRequest) {
  const providerId = scope.ownProviderId();
  const { row } = await auditedTransaction(db, scope, providerId, "create", "track-url", async (tx) => {
    const created = await insertRow(tx, urls, {
      providerId,
      nameCn: input.name_cn,
      nameEn: input.name_en,
      url: input.url,
      owner: scope.session.username,
    });
    return { id: created.id, detail: { url: input.url }, row: created };
  });
  return present({ ...row, scope: "custom" });
}

export async function updateTrackUrl(db: Db, scope: AccessScope, input: TUpdateTrackUrlRequest) {
  const providerId = scope.ownProviderId();
  const { row } = await auditedTransaction(db, scope, providerId, "update", "track-url", async (tx) => {
    await requireOwn(tx, providerId, input.id);
    const changes = { nameCn: input.name_cn, nameEn: input.name_en, url: input.url };
    const updated = await updateTenantRow(tx, urls, providerId, input.id, changes);
    return { id: input.id, detail: { ...input }, row: orNotFound(updated) };
  });
  return present({ ...row, scope: "custom" });
}

/** Refused while channels link to it; the row lock makes a concurrent channel write wait or fail. */
export async function deleteTrackUrl(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  await auditedTransaction(db, scope, providerId, "delete", "track-url", async (tx) => {
    await requireOwn(tx, providerId, id);
    await lockTenantRow(tx, urls, providerId, id);
    const used = await repo.countChannelsWhere(
      tx,
      and(eq(logisticsChannels.providerId, providerId), eq(logisticsChannels.trackUrlId, id)),
    );
    if (used > 0)
      throw new AppError(Code.conflict, "logistics.trackUrlInUse", { count: used }, { count: used });
    await tx.delete(urls).where(tenantRow(urls, providerId, id));
    return { id };
  });
  return null;
}
