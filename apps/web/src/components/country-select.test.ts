import { countries } from "@wms/contracts";
import { describe, expect, it } from "vitest";
import { compareCountries, countryName } from "./country-select.tsx";

describe("country names", () => {
  it("names a code in the UI language, and leaves an unknown code as it is", () => {
    expect(countryName("US", "en_us")).toBe("United States");
    expect(countryName("US", "zh_cn")).toBe("美国");
    expect(countryName("ZZ", "en_us")).toBe("ZZ");
  });
});

describe("country search", () => {
  const options = countries.map((c) => ({ value: c.code, label: `${c.code} ${c.name_en}`, name: c.name_en }));
  const search = (q: string) =>
    options
      .filter((o) => o.label.toLowerCase().includes(q.toLowerCase()))
      .sort((a, b) => compareCountries(a, b, q))
      .map((o) => o.value);

  it("puts the country named by the search first, before longer names that contain it", () => {
    expect(search("united states").slice(0, 2)).toEqual(["US", "UM"]);
    expect(search("United")[0]).toBe("AE");
    expect(search("guinea").slice(0, 1)).toEqual(["GN"]);
  });

  it("answers a code with its country first", () => {
    expect(search("de")[0]).toBe("DE");
    expect(search("us")[0]).toBe("US");
  });
});
