import { feeKindInfo, type TFeeKind } from "@wms/contracts";
import { presentAmount } from "../rates/rates.present.ts";

/**
 * A quantity as stored (numeric(14,4)) without trailing zeros: 3.0000 → 3, 0.1250 → 0.125; 10 stays. A
 * percent kind's quantity is money (a cost, a quote's value) and reads as money: 4.8000 → 4.80.
 */
export const presentQuantity = (q: string, kind?: TFeeKind) => {
  if (kind && feeKindInfo[kind].measure === "percent") return presentAmount(q);
  return q.includes(".") ? q.replace(/\.?0+$/, "") : q;
};
