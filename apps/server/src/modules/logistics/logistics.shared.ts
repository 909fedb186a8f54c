import { Code } from "@wms/contracts";
import { writeGuard } from "../../kernel/db/write-guard.ts";
import { AppError } from "../../kernel/errors.ts";

/** A field error (4001 with data.fields), the message being a catalogue key. */
export const fieldError = (field: string, key: string) =>
  new AppError(Code.badRequest, key, { fields: { [field]: key } });

/** Runs a write; a duplicate becomes 4009 with the field, a reference that vanished meanwhile 4009 too. */
export const guarded = writeGuard({
  logistics_channels_code_uq: ["code", "logistics.codeTaken"],
  logistics_api_accounts_name_uq: ["name", "logistics.apiNameTaken"],
});
