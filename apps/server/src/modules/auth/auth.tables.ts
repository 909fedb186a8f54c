import { aesKeyPurposes, roles, userStatuses } from "@wms/contracts";
import { sql } from "drizzle-orm";
import { bigserial, boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, stamp, timestamps } from "../../kernel/db/columns.ts";
import { providers } from "../tenancy/index.ts";

/** Every person who signs in. Providers and operators belong to a provider; drop shippers link through customers. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: roles }).notNull(),
    providerId: uuid("provider_id").references(() => providers.id),
    storeName: text("store_name").notNull().default(""),
    storeLogo: text("store_logo"),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    avatarUrl: text("avatar_url"),
    status: text("status", { enum: userStatuses }).notNull().default("active"),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("users_username_uq").on(sql`lower(${t.username})`),
    index("users_provider_idx").on(t.providerId, t.role),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes only. */
export const accessTokens = pgTable(
  "access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    expiresAt: stamp("expires_at").notNull(),
    revokedAt: stamp("revoked_at"),
    /** Set when a provider signed in as its customer (customer-login): who is really acting. */
    impersonatorUserId: uuid("impersonator_user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("access_tokens_user_idx").on(t.userId)],
);

/** One-time AES keys for password transport (5 minutes, used once). */
export const aesKeys = pgTable(
  "aes_keys",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    username: text("username").notNull(),
    purpose: text("purpose", { enum: aesKeyPurposes }).notNull(),
    keyHex: text("key_hex").notNull(),
    expiresAt: stamp("expires_at").notNull(),
  },
  (t) => [index("aes_keys_lookup_idx").on(t.purpose, sql`lower(${t.username})`, t.expiresAt)],
);

/** Sign-in attempts, for rate limiting per username and per IP across server instances. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    succeeded: boolean("succeeded").notNull(),
    at: stamp("at").notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_user_idx").on(sql`lower(${t.username})`, t.at),
    index("login_attempts_ip_idx").on(t.ip, t.at),
    // Throttling per (username, address): the latest attempts of one pair.
    index("login_attempts_user_ip_idx").on(sql`lower(${t.username})`, t.ip, t.at),
  ],
);

/** Single-use, expiring password reset links (hash of the token only). */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    expiresAt: stamp("expires_at").notNull(),
    usedAt: stamp("used_at"),
  },
  // Reset-mail limits count one account's recent links.
  (t) => [index("password_resets_user_idx").on(t.userId, t.expiresAt)],
);

/** Server-wide secrets shared by every instance (CSRF signing key when SECRET_KEY is not set). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});
