import { describe, expect, it } from "vitest";
import { namePathOf } from "./product-form-errors.ts";

describe("server field names on the product form", () => {
  it("turn dotted variant paths into antd name paths", () => {
    expect(namePathOf("product_variants.2.sku")).toEqual(["product_variants", 2, "sku"]);
    expect(namePathOf("title")).toEqual(["title"]);
  });
});
