import { createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function hmac(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Decrypts the password transport of architecture.md section 3: hex(AES-128-ECB-PKCS7(key, utf8)). Null when it does not decrypt. */
export function decryptAesEcbHex(keyHex: string, cipherHex: string): string | null {
  try {
    const decipher = createDecipheriv("aes-128-ecb", Buffer.from(keyHex, "hex"), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(cipherHex, "hex")), decipher.final()]);
    const text = plain.toString("utf8");
    // A wrong key can still give valid padding by chance; garbage is not a password.
    if (text.includes("\uFFFD") || [...text].some((ch) => ch.charCodeAt(0) < 0x20)) return null;
    return text;
  } catch {
    return null;
  }
}
