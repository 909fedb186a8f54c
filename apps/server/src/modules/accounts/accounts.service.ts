import { randomInt } from "node:crypto";
import type { TUserProfile } from "@wms/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { conflict, notFound } from "../../kernel/errors.ts";
import { hashPassword } from "../../kernel/passwords.ts";
import type { FileStore } from "../../kernel/services/files.ts";
import { recordAudit } from "../audit/index.ts";
import { findUserById, findUserByUsername, insertUserIfFree, updateUser, users } from "../auth/index.ts";

export async function getProfile(db: Db, scope: AccessScope): Promise<TUserProfile> {
  const user = await findUserById(db, scope.userId);
  if (!user) throw notFound();
  return {
    username: user.username,
    store_name: user.storeName,
    email: user.email,
    phone: user.phone,
    address: user.address,
    avatar_url: user.avatarUrl,
  };
}

export async function updateProfile(
  db: Db,
  scope: AccessScope,
  input: { store_name?: string; email?: string; phone?: string; address?: string },
) {
  await updateUser(db, scope.userId, {
    ...(input.store_name !== undefined && { storeName: input.store_name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.address !== undefined && { address: input.address }),
  });
  return getProfile(db, scope);
}

export async function setAvatar(db: Db, files: FileStore, scope: AccessScope, bytes: Buffer) {
  const name = await files.saveImage("avatars", bytes);
  const avatarUrl = `/api/files/avatars/${name}`;
  await updateUser(db, scope.userId, { avatarUrl });
  return { avatar_url: avatarUrl };
}

/** A readable initial password that satisfies both password rules; shown once, changed at first sign-in. */
export function generateInitialPassword(): string {
  const pick = (chars: string, n: number) =>
    Array.from({ length: n }, () => chars[randomInt(chars.length)]).join("");
  return `${pick("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)}${pick("abcdefghijkmnpqrstuvwxyz", 4)}${pick("23456789", 4)}${pick("@#%+", 1)}${pick("abcdefghijkmnpqrstuvwxyz", 1)}`;
}

function presentOperator(row: typeof users.$inferSelect) {
  return {
    id: row.id,
    username: row.username,
    email: row.email || null,
    phone: row.phone || null,
    status: row.status,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export async function listOperators(db: Db, scope: AccessScope) {
  const providerId = scope.ownProviderId();
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.providerId, providerId), eq(users.role, "operator")))
    .orderBy(asc(users.username))
    .limit(500);
  return rows.map(presentOperator);
}

export async function createOperator(
  db: Db,
  scope: AccessScope,
  input: { username: string; email?: string; phone?: string },
) {
  const providerId = scope.ownProviderId();
  if (await findUserByUsername(db, input.username)) throw conflict("auth.usernameTaken");
  const initialPassword = generateInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  return db.transaction(async (tx) => {
    const row = await insertUserIfFree(tx, {
      username: input.username,
      passwordHash,
      role: "operator",
      providerId,
      email: input.email ?? "",
      phone: input.phone ?? "",
      mustChangePassword: true,
    });
    if (!row) throw conflict("auth.usernameTaken");
    await recordAudit(tx, {
      providerId,
      actorUserId: scope.userId,
      actorName: scope.session.username,
      action: "create-operator",
      targetType: "user",
      targetId: row.id,
    });
    return { operator: presentOperator(row), initial_password: initialPassword };
  });
}
