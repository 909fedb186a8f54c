import fs from "node:fs/promises";
import path from "node:path";
import { limits } from "@wms/contracts";
import { randomToken } from "../crypto.ts";
import { badRequest } from "../errors.ts";
import { type TFileProducer, writeThroughStream } from "./file-writes.ts";

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

/**
 * Stores files under DATA_DIR/files/<bucket>/ with random names. A file the disk cannot take (full, or a
 * folder the server may not write) rejects with the file system's error, which `storageFailureOf` names
 * (a request answers 5007, a mission fails with the reason), and leaves nothing behind.
 */
export class FileStore {
  constructor(private readonly root: string) {}

  async saveImage(bucket: string, bytes: Buffer): Promise<string> {
    if (bytes.length > limits.imageBytes) throw badRequest("file.imageSize");
    const type = imageTypeOf(bytes);
    if (!type) throw badRequest("file.imageType");
    return this.writeNew(bucket, type, async (out) => {
      out.end(bytes);
    });
  }

  /**
   * Writes a new file of a bucket through a stream (`produce` fills it: an export) and answers its random
   * name. When the disk refuses it, or `produce` throws (a mission stopped), the partial file is removed.
   */
  async writeNew(bucket: string, ext: string, produce: TFileProducer): Promise<string> {
    const name = `${randomToken(18)}.${ext}`;
    const dir = path.join(this.root, bucket);
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, name);
    try {
      await writeThroughStream(file, "wx", produce);
    } catch (error) {
      await fs.rm(file, { force: true }).catch(() => undefined);
      throw error;
    }
    return name;
  }

  /** Resolves a stored name inside its bucket; null for anything that tries to leave it. */
  pathOf(bucket: string, name: string): string | null {
    if (!/^[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(name)) return null;
    return path.join(this.root, bucket, name);
  }
}
