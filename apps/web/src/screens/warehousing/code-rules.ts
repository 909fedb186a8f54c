import { codePattern } from "@wms/contracts";
import type { TFunction } from "i18next";

/** Codes are upper-cased by the server; the form shows them the same way while typing. */
export const upper = (value: unknown) => (typeof value === "string" ? value.toUpperCase() : value);

export function codeRules(t: TFunction) {
  return [
    { required: true, message: t("validation.required") },
    { pattern: codePattern, message: t("warehousing.codeFormat") },
  ];
}

export function requiredRule(t: TFunction) {
  return { required: true, whitespace: true, message: t("validation.required") };
}
