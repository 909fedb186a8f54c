import { countries, type TLanguage } from "@wms/contracts";
import { Select, type SelectProps } from "antd";
import { currentLanguage } from "../i18n/i18n.ts";

const byCode = new Map(countries.map((c) => [c.code, c]));

/** A country's name in the UI language ("United States", "美国"); an unknown code as it is. */
export function countryName(code: string, language: TLanguage = currentLanguage()): string {
  const country = byCode.get(code);
  if (!country) return code;
  return language === "zh_cn" ? country.name_zh : country.name_en;
}

/**
 * A searchable country picker: "US United States" (or the Chinese name), searched by code or name.
 * `mode="multiple"` picks a list of codes.
 */
export function CountrySelect(props: Omit<SelectProps, "options" | "showSearch" | "optionFilterProp">) {
  const language = currentLanguage();
  const options = countries.map((c) => ({
    value: c.code,
    label: `${c.code} ${countryName(c.code, language)}`,
  }));
  return <Select {...props} showSearch optionFilterProp="label" options={options} />;
}
