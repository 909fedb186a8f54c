import { describe, expect, it } from "vitest";
import { initialLanguage, languageCookieString, readLanguageCookie } from "./language.ts";
import { interpolate, makeTranslator } from "./translate.ts";

describe("site language", () => {
  it("takes ?lang= first, then the language_type cookie, else English", () => {
    expect(initialLanguage("?lang=zh_cn", "language_type=en_us")).toBe("zh_cn");
    expect(initialLanguage("", "a=1; language_type=zh_cn")).toBe("zh_cn");
    expect(initialLanguage("", "language_type=zh-CN")).toBe("zh_cn");
    expect(initialLanguage("", "")).toBe("en_us");
    expect(readLanguageCookie("language_type=en_us")).toBe("en_us");
  });

  it("keeps the choice in the platform's cookie for 30 days", () => {
    expect(languageCookieString("zh_cn")).toBe("language_type=zh_cn; Max-Age=2592000; Path=/; SameSite=Lax");
  });

  it("interpolates and falls back to the key, never to a blank", () => {
    const tr = makeTranslator({ a: { b: "Up to {{count}} reviews" }, list: ["x", "y"] });
    expect(tr.t("a.b", { count: 88 })).toBe("Up to 88 reviews");
    expect(tr.t("a.missing")).toBe("a.missing");
    expect(tr.list("list")).toEqual(["x", "y"]);
    expect(tr.indexes("list")).toEqual([0, 1]);
    expect(interpolate("{{a}} {{b}}", { a: 1 })).toBe("1 {{b}}");
  });
});
