import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "../errors.ts";

/**
 * The one uploaded file of a multipart request, as bytes. Refused with 4001: no file (`file.missing`), over
 * `maxBytes` (`sizeKey`), or a body that is not readable multipart (no boundary, cut short, not multipart
 * at all: `file.unreadable`), so a malformed upload never surfaces as a 5001.
 */
export async function readUpload(
  req: FastifyRequest,
  maxBytes: number,
  sizeKey: string,
): Promise<{ bytes: Buffer; filename: string }> {
  try {
    const file = await req.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
    if (!file) throw badRequest("file.missing");
    const bytes = await file.toBuffer();
    if (file.file.truncated || bytes.length > maxBytes) throw badRequest(sizeKey);
    return { bytes, filename: file.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // @fastify/multipart signals the size limit with this code; everything else is an unreadable body.
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw badRequest(sizeKey);
    throw badRequest("file.unreadable");
  }
}
