import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { TAppContext } from "../../kernel/context.ts";

/**
 * Logistics API secrets at rest: AES-256-GCM (authenticated) with a random 96-bit IV per value and the
 * owning row (provider, account, field) as additional data, so a ciphertext copied to another row or
 * tenant does not decrypt. Stored as `v1.<base64url iv|tag|ciphertext>`.
 *
 * Key: LOGISTICS_SECRET_KEY (32 bytes as 64 hex chars or base64). Unset: HKDF-SHA256 of the app secret
 * (SECRET_KEY, else the generated secret stored in the database), so a demo works without setup.
 */
export type TSecretBox = {
  seal(plain: string, aad: string): string;
  open(sealed: string, aad: string): string;
};

const version = "v1";

export function parseKey(raw: string): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32)
    throw new Error("LOGISTICS_SECRET_KEY must be 32 bytes (64 hex characters or base64)");
  return key;
}

export function deriveKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "wms-logistics", "logistics-api-secrets v1", 32));
}

export function secretBox(key: Buffer): TSecretBox {
  return {
    seal(plain, aad) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(aad));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed, aad) {
      const [v, data] = sealed.split(".");
      if (v !== version || !data) throw new Error("unknown secret format");
      const raw = Buffer.from(data, "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}

/** The box of this app: fails at start on a malformed LOGISTICS_SECRET_KEY rather than at first use. */
export function logisticsSecretBox(ctx: Pick<TAppContext, "config" | "secret">): TSecretBox {
  const raw = ctx.config.logisticsSecretKey;
  return secretBox(raw ? parseKey(raw) : deriveKey(ctx.secret));
}

/** Additional data binding a ciphertext to its row and field. */
export const secretAad = (providerId: string, accountId: string, field: "api_token" | "password") =>
  `${providerId}:${accountId}:${field}`;

/** A hint that never reveals short secrets: the last 4 characters only of tokens of 12 or more. */
export function tokenHint(token: string): string {
  return token.length >= 12 ? token.slice(-4) : "";
}
