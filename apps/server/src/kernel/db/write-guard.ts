import { Code } from "@wms/contracts";
import { AppError } from "../errors.ts";
import { pgErrorOf } from "./retry.ts";

/** Unique-index name → the field and message key of the conflict. */
export type TUniqueMessages = Readonly<Record<string, readonly [field: string, key: string]>>;

/**
 * A guard for a module's writes: a duplicate on one of `uniqueMessages` becomes 4009 with the field
 * (`data.fields`), any other duplicate a plain 4009, and a reference that vanished or is still in use
 * (a foreign key) 4009 too. Other errors pass through.
 */
export function writeGuard(uniqueMessages: TUniqueMessages) {
  return async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      const pg = pgErrorOf(err);
      if (pg?.code === "23505") {
        const known = uniqueMessages[pg.constraint];
        if (known) throw new AppError(Code.conflict, known[1], { fields: { [known[0]]: known[1] } });
        throw new AppError(Code.conflict, "conflict");
      }
      if (pg?.code === "23503") throw new AppError(Code.conflict, "conflict");
      throw err;
    }
  };
}
