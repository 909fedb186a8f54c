import type { TRole } from "@wms/contracts";
import { sha256 } from "../crypto.ts";
import type { Db } from "../db/client.ts";
import { defineSlot } from "../hooks.ts";

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

/** The signed-in user behind a token hash, answered by the auth module (which owns users and tokens). */
export type TSessionLookup = (db: Db, tokenHash: string) => Promise<Omit<TSession, "tokenHash"> | null>;
export const sessionLookup = defineSlot<TSessionLookup>("access.sessionLookup");

export async function findSession(db: Db, token: string): Promise<TSession | null> {
  const tokenHash = sha256(token);
  const found = await sessionLookup.require()(db, tokenHash);
  return found ? { ...found, tokenHash } : null;
}
