import type {
  TApiAccount,
  TApiAccountListQuery,
  TCreateApiAccountRequest,
  TUpdateApiAccountRequest,
} from "@wms/contracts";
import { Code } from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { presentPage, tenantRow, updateTenantRow } from "../../kernel/db/sql-helpers.ts";
import { AppError, orNotFound } from "../../kernel/errors.ts";
import { times } from "../../kernel/present.ts";
import { auditedTransaction } from "../audit/index.ts";
import * as repo from "./logistics.repository.ts";
import { secretAad, type TSecretBox, tokenHint } from "./logistics.secrets.ts";
import { guarded } from "./logistics.shared.ts";
import { logisticsApiAccounts } from "./logistics.tables.ts";

const api = logisticsApiAccounts;
const apiNamesMax = 500;

/** Never the secrets: whether each is set and a masked hint. */
function present(r: { row: typeof api.$inferSelect; channelCount: number }): TApiAccount {
  const { row } = r;
  return {
    id: row.id,
    name: row.name,
    client_id: row.clientId,
    account: row.account,
    api_token_set: row.apiTokenEnc !== null,
    api_token_masked: row.apiTokenEnc === null ? "" : `••••••${row.apiTokenHint}`,
    password_set: row.passwordEnc !== null,
    password_masked: row.passwordEnc === null ? "" : "••••••",
    channel_count: Number(r.channelCount),
    ...times(row),
  };
}

async function requireAccount(db: Db, providerId: string, id: string) {
  return orNotFound(await repo.findApiAccount(db, providerId, id));
}

export async function listApiAccounts(db: Db, scope: AccessScope, q: TApiAccountListQuery) {
  return presentPage(await repo.listApiAccounts(db, scope.ownProviderId(), q), present, q);
}

export async function getApiAccount(db: Db, scope: AccessScope, id: string) {
  return present(await requireAccount(db, scope.ownProviderId(), id));
}

export function apiNameList(db: Db, scope: AccessScope) {
  return repo.apiNames(db, scope.ownProviderId(), apiNamesMax);
}

export async function createApiAccount(
  db: Db,
  box: TSecretBox,
  scope: AccessScope,
  input: TCreateApiAccountRequest,
) {
  const providerId = scope.ownProviderId();
  const id = crypto.randomUUID();
  await guarded(() =>
    auditedTransaction(db, scope, providerId, "create", "logistics-api", async (tx) => {
      await tx.insert(api).values({
        providerId,
        id,
        name: input.name,
        clientId: input.client_id,
        account: input.account,
        apiTokenEnc: input.api_token
          ? box.seal(input.api_token, secretAad(providerId, id, "api_token"))
          : null,
        apiTokenHint: tokenHint(input.api_token),
        passwordEnc: input.password ? box.seal(input.password, secretAad(providerId, id, "password")) : null,
      });
      return { id, detail: { name: input.name } };
    }),
  );
  return getApiAccount(db, scope, id);
}

/** An empty or omitted secret keeps the stored one; clear_* removes it; a new value replaces it. */
export async function updateApiAccount(
  db: Db,
  box: TSecretBox,
  scope: AccessScope,
  input: TUpdateApiAccountRequest,
) {
  const providerId = scope.ownProviderId();
  const id = input.api_account_id;
  await requireAccount(db, providerId, id);
  const token = input.clear_api_token
    ? { apiTokenEnc: null, apiTokenHint: "" }
    : input.api_token
      ? {
          apiTokenEnc: box.seal(input.api_token, secretAad(providerId, id, "api_token")),
          apiTokenHint: tokenHint(input.api_token),
        }
      : {};
  const password = input.clear_password
    ? { passwordEnc: null }
    : input.password
      ? { passwordEnc: box.seal(input.password, secretAad(providerId, id, "password")) }
      : {};
  await guarded(() =>
    auditedTransaction(db, scope, providerId, "update", "logistics-api", async (tx) => {
      const names = { name: input.name, clientId: input.client_id, account: input.account };
      await updateTenantRow(tx, api, providerId, id, { ...names, ...token, ...password });
      const detail = {
        name: input.name,
        api_token: input.clear_api_token ? "cleared" : input.api_token ? "replaced" : "kept",
        password: input.clear_password ? "cleared" : input.password ? "replaced" : "kept",
      };
      return { id, detail };
    }),
  );
  return getApiAccount(db, scope, id);
}

export async function deleteApiAccount(db: Db, scope: AccessScope, id: string) {
  const providerId = scope.ownProviderId();
  await guarded(() =>
    auditedTransaction(db, scope, providerId, "delete", "logistics-api", async (tx) => {
      const found = await requireAccount(tx, providerId, id);
      const used = Number(found.channelCount);
      if (used > 0) throw new AppError(Code.conflict, "logistics.apiInUse", { count: used }, { count: used });
      await tx.delete(api).where(tenantRow(api, providerId, id));
      return { id, detail: { name: found.row.name } };
    }),
  );
  return null;
}

/** The clear secrets of an account, for carrier adapters that call the carrier's API (never answered). */
export async function readApiSecrets(db: Db, box: TSecretBox, providerId: string, id: string) {
  const { row } = await requireAccount(db, providerId, id);
  return {
    clientId: row.clientId,
    account: row.account,
    apiToken: row.apiTokenEnc ? box.open(row.apiTokenEnc, secretAad(providerId, id, "api_token")) : "",
    password: row.passwordEnc ? box.open(row.passwordEnc, secretAad(providerId, id, "password")) : "",
  };
}
