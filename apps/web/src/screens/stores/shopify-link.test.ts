import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import {
  claimPath,
  erpStepOf,
  refusalText,
  safeNavigationUrl,
  signInPath,
  signUpPath,
} from "./shopify-link.ts";

const shop = "blue-harbour.myshopify.com";

describe("the install from Shopify, read from /ds/erp-login's URL", () => {
  it("passes every parameter of a launch on as it came, decoded once", () => {
    const params = new URLSearchParams(
      `embedded=1&hmac=ab12&host=YWRtaW4uc2hvcGlmeS5jb20%3D&locale=en&shop=${shop}&timestamp=1700000000`,
    );
    expect(erpStepOf(params)).toEqual({
      kind: "launch",
      shop,
      query: {
        embedded: "1",
        hmac: "ab12",
        host: "YWRtaW4uc2hvcGlmeS5jb20=",
        locale: "en",
        shop,
        timestamp: "1700000000",
      },
    });
  });

  it("takes a claim token over a launch, and needs a shop for either", () => {
    expect(erpStepOf(new URLSearchParams(`shop=${shop}&install=tok_123&provider_uuid=x`))).toEqual({
      kind: "claim",
      shop,
      install: "tok_123",
    });
    expect(erpStepOf(new URLSearchParams(`hmac=ab&shop=${shop}&install=`)).kind).toBe("none");
    expect(erpStepOf(new URLSearchParams("hmac=ab")).kind).toBe("none");
    expect(erpStepOf(new URLSearchParams("install=tok_123")).kind).toBe("none");
    expect(erpStepOf(new URLSearchParams(`shop=${shop}`)).kind).toBe("none");
  });

  it("sends sign-in and sign-up back to the same claim", () => {
    const back = claimPath(shop, "a+b/c=d&e");
    expect(back).toBe(`/ds/erp-login?shop=${shop}&install=a%2Bb%2Fc%3Dd%26e`);
    for (const path of [signInPath(back), signUpPath(back)]) {
      const redirect = new URLSearchParams(path.split("?").slice(1).join("?")).get("redirect") ?? "";
      expect(redirect).toBe(back);
      expect(erpStepOf(new URLSearchParams(redirect.split("?")[1]))).toEqual({
        kind: "claim",
        shop,
        install: "a+b/c=d&e",
      });
    }
    expect(signInPath("/ds/ds-store-management")).toBe("/ds/login?redirect=%2Fds%2Fds-store-management");
  });

  it("leaves the app only for http(s) addresses or paths of this origin", () => {
    const origin = "https://wms.example.com";
    const authorize = `https://${shop}/admin/oauth/authorize?client_id=k&state=s`;
    expect(safeNavigationUrl(authorize, origin)).toBe(authorize);
    expect(safeNavigationUrl("/ds/thirdpart-success-redirect?shop=x", origin)).toBe(
      `${origin}/ds/thirdpart-success-redirect?shop=x`,
    );
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "", null, undefined])
      expect(safeNavigationUrl(bad, origin), String(bad)).toBeNull();
  });

  it("words a refusal with the field at fault, the server's message, or the fallback", () => {
    const fields = new ApiError(4001, "Please check the input", { fields: { install: "expired" } });
    expect(refusalText(fields, "failed")).toBe("expired");
    expect(refusalText(new ApiError(4009, "Bound elsewhere"), "failed")).toBe("Bound elsewhere");
    expect(refusalText(new Error("boom"), "failed")).toBe("failed");
  });
});
