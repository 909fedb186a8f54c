import { describe, expect, test } from "vitest";
import { linkIdentity } from "./sourcing.links.ts";

describe("a product link is known by what it points at", () => {
  test.each([
    ["https://detail.1688.com/offer/624859021931.html", "1688:624859021931"],
    [
      "https://detail.1688.com/offer/624859021931.html?spm=a26352.13672862.offerlist.1&sk=consign",
      "1688:624859021931",
    ],
    ["http://m.1688.com/offer/624859021931.html#photos", "1688:624859021931"],
    ["https://item.taobao.com/item.htm?spm=a21n57.1.0.0&id=680912345678&ns=1", "taobao:680912345678"],
    ["https://world.taobao.com/item/item.htm?id=680912345678", "taobao:680912345678"],
    ["https://detail.tmall.com/item.htm?id=712345678901&skuId=5012345678901", "tmall:712345678901"],
    ["https://detail.tmall.hk/hk/item.htm?id=712345678901", "tmall:712345678901"],
    [
      "https://www.aliexpress.com/item/1005004567890123.html?spm=a2g0o.productlist.0.0",
      "aliexpress:1005004567890123",
    ],
    ["https://de.aliexpress.com/item/1005004567890123.html", "aliexpress:1005004567890123"],
    ["https://m.aliexpress.com/ar/detail.html?productId=1005004567890123", "aliexpress:1005004567890123"],
    [
      "https://www.alibaba.com/product-detail/Custom-Logo-Canvas-Tote-Bag_1600123456789.html?spm=a2700.7724857",
      "alibaba:1600123456789",
    ],
  ])("%s -> %s", (link, key) => {
    expect(linkIdentity(link).key).toBe(key);
    expect(linkIdentity(link).marketplace).toBe(key.split(":")[0]);
  });

  test("any other link is compared without its tracking parameters, host prefix, fragment or parameter order", () => {
    const a = linkIdentity(
      "https://www.example-shop.com/products/tote?color=red&size=m&utm_source=ig&fbclid=abc#reviews",
    );
    const b = linkIdentity("https://example-shop.com/products/tote/?size=m&color=red&gclid=zz");
    expect(a).toEqual({ marketplace: "other", key: "other:example-shop.com/products/tote?color=red&size=m" });
    expect(b).toEqual(a);
    expect(linkIdentity("https://example-shop.com/products/tote?color=blue").key).not.toBe(a.key);
  });

  test("a marketplace link without an item id is compared as any other link", () => {
    expect(linkIdentity("https://item.taobao.com/item.htm?spm=1.2").key).toBe(
      "other:item.taobao.com/item.htm",
    );
    expect(linkIdentity("https://s.1688.com/selloffer/offer_search.htm?keywords=tote").marketplace).toBe(
      "other",
    );
  });

  test("a link that does not parse is compared as written, and never throws", () => {
    expect(linkIdentity("http://[::1/offer")).toEqual({
      marketplace: "other",
      key: "other:http://[::1/offer",
    });
    expect(linkIdentity("https://例子.测试/商品?id=1").marketplace).toBe("other");
  });
});
