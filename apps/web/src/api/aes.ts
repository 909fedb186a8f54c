import { ecb } from "@noble/ciphers/aes.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/ciphers/utils.js";

/** The password on the wire: hex(AES-128-ECB-PKCS7(one-time key, utf8 password)), architecture.md section 3. */
export function encryptPassword(aesKeyHex: string, password: string): string {
  return bytesToHex(ecb(hexToBytes(aesKeyHex)).encrypt(utf8ToBytes(password)));
}
