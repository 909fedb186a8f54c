import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets at rest (carriers' API credentials, shops' access tokens): AES-256-GCM (authenticated) with a
 * random 96-bit IV per value and the owning row (tenant, row, field) as additional data, so a ciphertext
 * copied to another row or tenant does not decrypt. Stored as `v1.<base64url iv|tag|ciphertext>`.
 *
 * Each use has its own key: a configured 32-byte key, or, unset, one derived with HKDF-SHA256 from the
 * app secret under that use's own label, so a demo works without setup and one key never serves two uses.
 */
export type TSecretBox = {
  seal(plain: string, aad: string): string;
  open(sealed: string, aad: string): string;
};

const version = "v1";

/** A configured key: 32 bytes as 64 hex characters or base64. `name` is the variable, for the error. */
export function parseKey(raw: string, name = "The key"): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes (64 hex characters or base64)`);
  return key;
}

/** One use of the box: the variable that may configure its key, and the HKDF labels of its derived key. */
export type TSecretUse = { variable: string; salt: string; info: string };

/** The key of one use, derived from the app secret (salt and info name the use). */
export function deriveKey(appSecret: string, use: Pick<TSecretUse, "salt" | "info">): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, use.salt, use.info, 32));
}

/** The box of one use: its configured key (fails at start when malformed), else the one derived for it. */
export function secretBoxFor(configured: string | undefined, appSecret: string, use: TSecretUse): TSecretBox {
  return secretBox(configured ? parseKey(configured, use.variable) : deriveKey(appSecret, use));
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

/** A hint that never reveals short secrets: the last 4 characters only of tokens of 12 or more. */
export function tokenHint(token: string): string {
  return token.length >= 12 ? token.slice(-4) : "";
}
