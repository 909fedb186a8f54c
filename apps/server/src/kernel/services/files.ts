import fs from "node:fs/promises";
import path from "node:path";
import { limits } from "@wms/contracts";
import { randomToken } from "../crypto.ts";
import { badRequest } from "../errors.ts";

export type TImageType = "jpg" | "png" | "gif";

/** The file type by its first bytes, never by its name or the client's claim. */
export function imageTypeOf(bytes: Uint8Array): TImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "png";
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38) return "gif";
  return null;
}

export const imageContentType: Record<TImageType, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/** Stores files under DATA_DIR/files/<bucket>/ with random names. */
export class FileStore {
  constructor(private readonly root: string) {}

  async saveImage(bucket: string, bytes: Buffer): Promise<string> {
    if (bytes.length > limits.imageBytes) throw badRequest("file.imageSize");
    const type = imageTypeOf(bytes);
    if (!type) throw badRequest("file.imageType");
    const name = `${randomToken(16)}.${type}`;
    const dir = path.join(this.root, bucket);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), bytes);
    return name;
  }

  /** A fresh random file name in a bucket, for a producer that writes the file itself (exports). */
  async newFile(bucket: string, ext: string): Promise<{ name: string; path: string }> {
    const name = `${randomToken(18)}.${ext}`;
    const dir = path.join(this.root, bucket);
    await fs.mkdir(dir, { recursive: true });
    return { name, path: path.join(dir, name) };
  }

  /** Resolves a stored name inside its bucket; null for anything that tries to leave it. */
  pathOf(bucket: string, name: string): string | null {
    if (!/^[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(name)) return null;
    return path.join(this.root, bucket, name);
  }
}
