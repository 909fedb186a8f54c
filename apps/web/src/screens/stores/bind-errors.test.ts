import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { missingScopesOf } from "./bind-errors.ts";

describe("bind refusals", () => {
  it("lists the missing scopes of a 4001 answer, and none otherwise", () => {
    const refused = new ApiError(4001, "lacks", {
      fields: { access_token: "lacks" },
      missing_scopes: ["read_orders", "write_inventory"],
    });
    expect(missingScopesOf(refused)).toEqual(["read_orders", "write_inventory"]);
    expect(missingScopesOf(new ApiError(4009, "unreachable"))).toEqual([]);
    expect(missingScopesOf(new Error("x"))).toEqual([]);
  });
});
