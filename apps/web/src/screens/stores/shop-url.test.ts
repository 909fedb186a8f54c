import { ZShopUrl, ZThirdPartVerifyRequest } from "@wms/contracts";
import { describe, expect, it } from "vitest";
import { isShopUrl, normalizeShopUrl, shopKeyPattern } from "./shop-url.ts";

const urls = [
  "my-shop.myshopify.com",
  "https://My-Shop.myshopify.com/",
  "  http://shop1.myshopify.com//  ",
  "shop.myshopify.com/admin",
  "-shop.myshopify.com",
  "my_shop.myshopify.com",
  "my-shop.example.com",
  "ftp://my-shop.myshopify.com",
  "",
  "   ",
];

describe("the bind form's shop URL rule", () => {
  it("takes and normalises exactly what the server's ZShopUrl takes", () => {
    for (const url of urls) {
      const server = ZShopUrl.safeParse(url);
      expect(isShopUrl(url), url).toBe(server.success);
      if (server.success) expect(normalizeShopUrl(url)).toBe(server.data);
    }
  });

  it("refuses keys the server refuses", () => {
    const request = (key: string) =>
      ZThirdPartVerifyRequest.safeParse({
        provider_uuid: "6f1c1f8e-6f0b-4a59-9b1f-2a4e8c3d5b71",
        shop_url: "my-shop.myshopify.com",
        access_token: key,
        api_secret_key: key,
      }).success;
    for (const key of ["shpat_abc123", "with space", "tab\tkey", "ключ"])
      expect(shopKeyPattern.test(key.trim()), key).toBe(request(key));
  });
});
