import type { TRole } from "@wms/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import { accessTokens, users } from "../modules/auth/auth.tables.ts";
import { sha256 } from "./crypto.ts";
import type { Db } from "./db/client.ts";

/** Who is calling: derived from the bearer token only, never from what the client says. */
export type TSession = {
  userId: string;
  username: string;
  role: TRole;
  /** The tenant of a provider or operator; null for drop shippers. */
  providerId: string | null;
  tokenHash: string;
};

export function bearerOf(header: string | undefined): string | null {
  if (!header?.startsWith("Bearer ")) return null;
  const token = header.slice(7).trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
}

export async function findSession(db: Db, token: string): Promise<TSession | null> {
  const tokenHash = sha256(token);
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      role: users.role,
      providerId: users.providerId,
      status: users.status,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (row?.status !== "active") return null;
  return {
    userId: row.userId,
    username: row.username,
    role: row.role,
    providerId: row.providerId,
    tokenHash,
  };
}
