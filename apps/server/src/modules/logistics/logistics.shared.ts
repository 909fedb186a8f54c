import type { AccessScope } from "../../kernel/access/access-scope.ts";
import { AppError } from "../../kernel/errors.ts";

export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
export const times = (r: { createdAt: Date; updatedAt: Date }) => ({
  created_at: seconds(r.createdAt),
  updated_at: seconds(r.updatedAt),
});

/** Drops undefined keys so a partial update only touches what was sent. */
export function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function audit(
  scope: AccessScope,
  providerId: string,
  action: string,
  targetType: string,
  targetId: string,
  detail?: Record<string, unknown>,
) {
  return {
    providerId,
    actorUserId: scope.userId,
    actorName: scope.session.username,
    action,
    targetType,
    targetId,
    detail,
  };
}

/** A field error (4001 with data.fields), the message being a catalogue key. */
export const fieldError = (field: string, key: string) =>
  new AppError(4001, key, { fields: { [field]: key } });

function pgError(err: unknown): { code: string; constraint: string } | null {
  let e = err as { code?: unknown; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: e.constraint ?? "" };
    e = e.cause as typeof e;
  }
  return null;
}

const uniqueMessages: Record<string, [field: string, key: string]> = {
  logistics_channels_code_uq: ["code", "logistics.codeTaken"],
  logistics_api_accounts_name_uq: ["name", "logistics.apiNameTaken"],
};

/** Runs a write; a duplicate becomes 4009 with the field, a reference that vanished meanwhile 4009 too. */
export async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const pg = pgError(err);
    if (pg?.code === "23505") {
      const known = uniqueMessages[pg.constraint];
      if (known) throw new AppError(4009, known[1], { fields: { [known[0]]: known[1] } });
      throw new AppError(4009, "conflict");
    }
    if (pg?.code === "23503") throw new AppError(4009, "conflict");
    throw err;
  }
}
