import { countries } from "@wms/contracts";
import { Select, type SelectProps } from "antd";
import { currentLanguage } from "../i18n/i18n.ts";

/** A searchable country picker: "US United States" (or the Chinese name), searched by code or name. */
export function CountrySelect(props: Omit<SelectProps, "options" | "showSearch" | "optionFilterProp">) {
  const zh = currentLanguage() === "zh_cn";
  const options = countries.map((c) => ({ value: c.code, label: `${c.code} ${zh ? c.name_zh : c.name_en}` }));
  return <Select {...props} showSearch optionFilterProp="label" options={options} />;
}
