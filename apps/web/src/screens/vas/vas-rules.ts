import type { Rule } from "antd/es/form";
import { formatCount } from "../../components/format.ts";

/** A number as the form shows it ("1,000,000"), for the rules' messages. */
export const shownNumber = formatCount;

/**
 * Units of work: a whole number from 1 to `max`, checked before sending (as the server checks it). The
 * input has no min or max of its own: antd's InputNumber would keep the last value in range while one types
 * and clamp it on leaving, so a wrong number would be sent as another instead of being pointed out.
 */
export function unitsRule(max: number, message: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === null || value === undefined || value === "") throw new Error(message);
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(message);
    },
  };
}
