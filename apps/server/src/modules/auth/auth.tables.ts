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
    // Google sign-in asks whether any account has a verified email (auth.google.ts).
    index("users_email_idx").on(sql`lower(${t.email})`),
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

/**
 * A user's linked Google account (docs/google-sign-in.md): Google's `sub` (stable, never reused; the
 * email may change) signs that user in. One Google account per user and one user per Google account.
 */
export const googleLinks = pgTable(
  "google_links",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    subject: text("subject").notNull(),
    /** The verified email Google named when the link was made (shown in the security settings). */
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("google_links_subject_uq").on(t.subject)],
);

/**
 * A trip to Google and back (authorization code with PKCE): what the callback must find, once. The state is
 * kept as its hash; the browser that started it holds a cookie whose hash is `bindingHash`, so a callback
 * opened in another browser (a forged link) is refused. Kept after use (`usedAt`) so a replay is told apart
 * from a made-up state; pruned when old.
 */
export const googleAttempts = pgTable(
  "google_attempts",
  {
    stateHash: text("state_hash").primaryKey(),
    bindingHash: text("binding_hash").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    area: text("area", { enum: ["p", "ds"] }).notNull(),
    /** Set when a signed-in user links Google from the security settings. */
    linkUserId: uuid("link_user_id").references(() => users.id),
    createdAt: createdAt(),
    usedAt: stamp("used_at"),
  },
  (t) => [index("google_attempts_created_idx").on(t.createdAt)],
);

/**
 * What a verified Google identity may do next, handed to the browser as a one-time ticket (its hash kept):
 * `session` signs in a linked user, `link` links on the account's password, `sign-up` starts an account.
 */
export const googleTickets = pgTable(
  "google_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    kind: text("kind", { enum: ["session", "link", "sign-up"] }).notNull(),
    area: text("area", { enum: ["p", "ds"] }).notNull(),
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    /** The user a `session` ticket signs in. */
    userId: uuid("user_id").references(() => users.id),
    expiresAt: stamp("expires_at").notNull(),
    usedAt: stamp("used_at"),
  },
  (t) => [index("google_tickets_expires_idx").on(t.expiresAt)],
);
