import { Code } from "@wms/contracts";
import { AppError } from "../../kernel/errors.ts";

export type TShortage = { variant_id: string; requested: number; available: number };

/**
 * Less stock available than a change needs. Callers that know more (the order and its SKU) catch it by
 * class and say it in their own words; `shortage` is set when the ledger knows which variant fell short.
 */
export class InsufficientStock extends AppError {
  constructor(readonly shortage: TShortage | null = null) {
    super(Code.conflict, "inventory.insufficientStock", shortage);
  }
}
