import { describe, expect, it } from "vitest";
import { Code, httpStatusOf, isSuccessCode } from "./codes.ts";
import { normalizeTheme, toLanguage } from "./languages.ts";
import { messages } from "./messages.ts";
import {
  checkChangePassword,
  dropEmpty,
  emailPattern,
  isStrongSignUpPassword,
  passwordStrength,
  phonePattern,
  usernamePattern,
} from "./validation.ts";

describe("response codes", () => {
  it("treats 200 and multiples of 1000 as success, and no error code is a multiple of 1000", () => {
    expect([200, 1000, 2000, 3000].every(isSuccessCode)).toBe(true);
    const errors = Object.values(Code).filter((c) => ![200, 1000, 2000, 3000].includes(c));
    for (const code of errors) expect(isSuccessCode(code), String(code)).toBe(false);
  });
  it("maps each code to the HTTP status of the catalogue", () => {
    expect(httpStatusOf[Code.loginExpired]).toBe(401);
    expect(httpStatusOf[Code.csrfInvalid]).toBe(403);
    expect(httpStatusOf[Code.badRequest]).toBe(400);
    expect(httpStatusOf[Code.tooManyRequests]).toBe(429);
  });
});

describe("validation rules of spec section 5", () => {
  it("accepts usernames of letters and digits, 5+ with _ or -, or an email", () => {
    for (const ok of ["abc123", "demo_provider", "ab-cd", "li@example.com"])
      expect(usernamePattern.test(ok), ok).toBe(true);
    for (const bad of ["a_b", "has space", "", "x!y"]) expect(usernamePattern.test(bad), bad).toBe(false);
  });
  it("needs more than 9 characters with all four classes to sign up", () => {
    expect(isStrongSignUpPassword("Demo@Pass2026")).toBe(true);
    expect(isStrongSignUpPassword("Dem@Pass26")).toBe(true);
    expect(isStrongSignUpPassword("De@Pass26")).toBe(false);
    expect(isStrongSignUpPassword("DemoPass2026")).toBe(false);
  });
  it("checks a changed password for 6 to 20, no Chinese and three classes", () => {
    expect(checkChangePassword("Ab1")).toBe("password.length");
    expect(checkChangePassword("Abcdefghij1234567890x")).toBe("password.length");
    expect(checkChangePassword("Ab1密码xyz")).toBe("password.chinese");
    expect(checkChangePassword("abcdef12")).toBe("password.weak");
    expect(checkChangePassword("Abcdef12")).toBeNull();
  });
  it("labels strength weak, medium or strong", () => {
    expect(passwordStrength("abc")).toBe("weak");
    expect(passwordStrength("Abcdef12")).toBe("medium");
    expect(passwordStrength("Abcdef12#xyz")).toBe("strong");
  });
  it("checks phone and email formats", () => {
    expect(phonePattern.test("+86 138 0013 8000")).toBe(true);
    expect(phonePattern.test("12ab")).toBe(false);
    expect(emailPattern.test("a@b.co")).toBe(true);
    expect(emailPattern.test("a@b")).toBe(false);
  });
  it("drops empty-string filters", () => {
    expect(dropEmpty({ a: "", b: "x", c: 0, d: undefined })).toEqual({ b: "x", c: 0 });
  });
});

describe("language and theme", () => {
  it("falls back to dark for unknown themes and maps light/default to the light theme", () => {
    expect(normalizeTheme("darkTheme")).toBe("darkTheme");
    expect(normalizeTheme("my-dark")).toBe("darkTheme");
    expect(normalizeTheme("light")).toBe("defaultTheme");
    expect(normalizeTheme("defaultTheme")).toBe("defaultTheme");
    expect(normalizeTheme("purple")).toBe("darkTheme");
    expect(normalizeTheme(undefined)).toBe("darkTheme");
  });
  it("reads languages loosely", () => {
    expect(toLanguage("zh-CN")).toBe("zh_cn");
    expect(toLanguage("fr")).toBe("en_us");
  });
  it("has every server message in both languages", () => {
    for (const [key, m] of Object.entries(messages)) {
      expect(m.en_us, key).toBeTruthy();
      expect(m.zh_cn, key).toBeTruthy();
    }
  });
});
