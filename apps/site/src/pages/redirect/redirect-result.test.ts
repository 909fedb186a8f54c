import { describe, expect, it } from "vitest";
import { redirectResultOf, storeManagementUrl } from "./redirect-result.ts";

const of = (query: string) => redirectResultOf(new URLSearchParams(query));

describe("the redirect page's result", () => {
  it("shows a bound shop, unless the query carries an error", () => {
    expect(of("shop=blue-harbour.myshopify.com")).toEqual({
      kind: "shop",
      shop: "blue-harbour.myshopify.com",
    });
    expect(of("shop=a.myshopify.com&error=access_denied&error_description=No")).toEqual({
      kind: "error",
      code: "access_denied",
      description: "No",
    });
    expect(of(`shop=${"x".repeat(400)}`)).toEqual({ kind: "shop", shop: "x".repeat(255) });
  });

  it("keeps the payment return and the plain success as they were", () => {
    expect(of("source=stripe&session_id=cs_test_1")).toEqual({ kind: "payment", sessionId: "cs_test_1" });
    expect(of("")).toEqual({ kind: "success" });
    expect(of("shop=")).toEqual({ kind: "success" });
    expect(of(`error=${"e".repeat(200)}`)).toMatchObject({
      kind: "error",
      code: "e".repeat(100),
      description: null,
    });
  });

  it("links into the platform only at an http(s) address", () => {
    expect(storeManagementUrl("https://wms.example.com")).toBe(
      "https://wms.example.com/ds/ds-store-management",
    );
    expect(storeManagementUrl("https://wms.example.com/app/")).toBe(
      "https://wms.example.com/app/ds/ds-store-management",
    );
    expect(storeManagementUrl("http://localhost:3000/?x=1#y")).toBe(
      "http://localhost:3000/ds/ds-store-management",
    );
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "wms.example.com",
      "",
      "ftp://wms.example.com",
    ])
      expect(storeManagementUrl(bad), bad).toBeNull();
  });
});
