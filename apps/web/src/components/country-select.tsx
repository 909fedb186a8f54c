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

type TCountryOption = { value: string; label: string; name: string };

/**
 * How well a country answers a search, lower first: its code or whole name, then a name that starts with
 * the search, then a word of the name that does, then anything else that contains it. "united states"
 * puts United States before United States Minor Outlying Islands.
 */
export function countryRank(option: TCountryOption, search: string): number {
  const q = search.trim().toLowerCase();
  const name = option.name.toLowerCase();
  if (option.value.toLowerCase() === q || name === q) return 0;
  if (name.startsWith(q)) return 1;
  if (name.split(/[\s,()-]+/).some((word) => word.startsWith(q))) return 2;
  return 3;
}

/** The search's matches in rank order, alphabetical within a rank. */
export function compareCountries(a: TCountryOption, b: TCountryOption, search: string): number {
  return countryRank(a, search) - countryRank(b, search) || a.name.localeCompare(b.name);
}

/**
 * A searchable country picker: "US United States" (or the Chinese name), searched by code or name, the best
 * matches first. `mode="multiple"` picks a list of codes.
 */
export function CountrySelect(props: Omit<SelectProps, "options" | "showSearch" | "optionFilterProp">) {
  const language = currentLanguage();
  const options: TCountryOption[] = countries.map((c) => {
    const name = countryName(c.code, language);
    return { value: c.code, label: `${c.code} ${name}`, name };
  });
  return (
    <Select
      {...props}
      showSearch={{
        optionFilterProp: "label",
        filterSort: (a, b, { searchValue }) => compareCountries(a, b, searchValue),
      }}
      options={options}
    />
  );
}
