import { describe, expect, it } from "vitest";
import { countryName } from "./country-select.tsx";

describe("country names", () => {
  it("names a code in the UI language, and leaves an unknown code as it is", () => {
    expect(countryName("US", "en_us")).toBe("United States");
    expect(countryName("US", "zh_cn")).toBe("美国");
    expect(countryName("ZZ", "en_us")).toBe("ZZ");
  });
});
