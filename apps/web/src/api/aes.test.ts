import { createDecipheriv } from "node:crypto";
import { describe, expect, it } from "vitest";
import { encryptPassword } from "./aes.ts";

describe("encryptPassword", () => {
  it("produces what the server's AES-128-ECB/PKCS7 decryption reads back", () => {
    const key = "00112233445566778899aabbccddeeff";
    const hex = encryptPassword(key, "Demo@Pass2026 密码");
    const decipher = createDecipheriv("aes-128-ecb", Buffer.from(key, "hex"), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(hex, "hex")), decipher.final()]).toString(
      "utf8",
    );
    expect(plain).toBe("Demo@Pass2026 密码");
    expect(hex.length % 32).toBe(0);
  });
});
