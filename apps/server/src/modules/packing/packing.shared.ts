import { Code } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { AppError, forbidden, type TTextParams } from "../../kernel/errors.ts";
import type { TOrderActor } from "../orders/index.ts";
import { actorOf } from "../orders/index.ts";
import * as repo from "./packing.repository.ts";

/** The floor is staff work (provider and operators of the tenant). */
export async function staffActor(scope: AccessScope, providerUuid?: string): Promise<TOrderActor> {
  const actor = await actorOf(scope, providerUuid);
  if (actor.kind !== "staff") throw forbidden();
  return actor;
}

/** An error of the catalogue with its `{name}` parameters (put into words in the caller's language). */
export const fail = (code: typeof Code.notFound | typeof Code.conflict, key: string, params: TTextParams) =>
  new AppError(code, key, null, params);

/** The scanned order, locked (unless only read); 4004 naming the code when none matches. */
export async function scannedOrder(tx: Db, actor: TOrderActor, code: string, o = { lock: true }) {
  const order = o.lock
    ? await repo.lockOrderByScan(tx, actor.providerId, code.trim())
    : await repo.orderByScan(tx, actor.providerId, code.trim());
  if (!order) throw fail(Code.notFound, "packing.orderNotFound", { code });
  return order;
}
