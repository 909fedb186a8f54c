import type { TAppContext } from "../../kernel/context.ts";
import * as box from "../../kernel/secret-box.ts";

/**
 * Logistics API secrets at rest, in the kernel's secret box (AES-256-GCM, row-bound). Key:
 * LOGISTICS_SECRET_KEY (32 bytes as 64 hex chars or base64). Unset: HKDF-SHA256 of the app secret
 * (SECRET_KEY, else the generated secret stored in the database), so a demo works without setup.
 */
export { parseKey, secretBox, type TSecretBox, tokenHint } from "../../kernel/secret-box.ts";

const logisticsUse = {
  variable: "LOGISTICS_SECRET_KEY",
  salt: "wms-logistics",
  info: "logistics-api-secrets v1",
};

/** The logistics key derived from an app secret. */
export const deriveKey = (appSecret: string) => box.deriveKey(appSecret, logisticsUse);

/** The box of this app: fails at start on a malformed LOGISTICS_SECRET_KEY rather than at first use. */
export function logisticsSecretBox(ctx: Pick<TAppContext, "config" | "secret">): box.TSecretBox {
  return box.secretBoxFor(ctx.config.logisticsSecretKey, ctx.secret, logisticsUse);
}

/** Additional data binding a ciphertext to its row and field. */
export const secretAad = (providerId: string, accountId: string, field: "api_token" | "password") =>
  `${providerId}:${accountId}:${field}`;
