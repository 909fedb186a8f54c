import { describe, expect, it } from "vitest";
import { afterSignIn, keepRedirect, signInLinkOf } from "./redirect-target.ts";

const claim = "/ds/erp-login?shop=a.myshopify.com&install=tok";
const search = `?redirect=${encodeURIComponent(claim)}`;

describe("where sign-in and sign-up go next", () => {
  it("follows `redirect` only into the signed-in role's own area", () => {
    expect(afterSignIn(search, "ds")).toBe(claim);
    expect(afterSignIn(search, "p")).toBe("/p/home");
    expect(afterSignIn("?redirect=%2Fp%2Forders", "p")).toBe("/p/orders");
    for (const bad of ["https://evil.example/ds/", "//evil.example/ds/x", "/dsx/home", "/ds", "/signup"])
      expect(afterSignIn(`?redirect=${encodeURIComponent(bad)}`, "ds"), bad).toBe("/ds/home");
    expect(afterSignIn("", "ds")).toBe("/ds/home");
  });

  it("carries `redirect` between sign-in and sign-up", () => {
    expect(keepRedirect("/signup", search)).toBe(`/signup${search}`);
    expect(keepRedirect("/signup", "")).toBe("/signup");
    expect(signInLinkOf(search)).toBe(`/ds/login${search}`);
    expect(signInLinkOf("?redirect=%2Fp%2Forders")).toBe("/p/login?redirect=%2Fp%2Forders");
    expect(signInLinkOf("")).toBe("/ds/login");
  });
});
