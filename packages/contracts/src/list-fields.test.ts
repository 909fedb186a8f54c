import { describe, expect, it } from "vitest";
import { z } from "zod";
import { orderBy, sortBy, ZKeyword, ZOptionalId, ZQueryFlag } from "./list-fields.ts";

const ZQuery = z.object({
  keyword: ZKeyword,
  warehouse_id: ZOptionalId,
  sort: sortBy(["code", "created_at"], "code"),
  order: orderBy("desc"),
});

describe("list query fields", () => {
  it('read an empty filter, from a form ("") or from JSON (null), as no filter and take the defaults', () => {
    expect(ZQuery.parse({ keyword: "", warehouse_id: null, sort: "", order: null })).toEqual({
      keyword: undefined,
      warehouse_id: undefined,
      sort: "code",
      order: "desc",
    });
  });

  it("refuse a sort key the list does not have and an id that is not one", () => {
    const result = ZQuery.safeParse({ sort: "password", warehouse_id: "1; drop table" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "warehouse_id: field.invalid",
      expect.stringMatching(/^sort: /),
    ]);
  });

  it('read a yes/no filter from a query string: "false" is no, not a non-empty string taken as yes', () => {
    const flags = ["true", "1", "false", "0", "", undefined].map((v) => ZQueryFlag.parse(v));
    expect(flags).toEqual([true, true, false, false, false, false]);
    expect(ZQueryFlag.safeParse("yes").success).toBe(false);
  });
});
