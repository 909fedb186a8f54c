import fs from "node:fs";
import { limits } from "@wms/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, badRequest, notFound } from "../errors.ts";
import { type FileStore, imageContentType, imageTypeOf } from "../services/files.ts";
import { uploadDisposition } from "./security-headers.ts";

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

/** The uploaded spreadsheet of an import (at most `limits.spreadsheetBytes`; `readUpload` says why not). */
export const readSpreadsheetUpload = (req: FastifyRequest) =>
  readUpload(req, limits.spreadsheetBytes, "spreadsheet.size");

/**
 * Sends an uploaded image (a product image, an avatar) with the type read from its bytes, never from its
 * name, inline for JPEG/PNG/GIF, cached for a day. Anything else, or a missing file, is 4004.
 */
export function sendStoredImage(reply: FastifyReply, files: FileStore, folder: string, name: string) {
  const file = files.pathOf(folder, name);
  if (!file || !fs.existsSync(file)) throw notFound();
  const head = Buffer.alloc(4);
  const fd = fs.openSync(file, "r");
  fs.readSync(fd, head, 0, 4, 0);
  fs.closeSync(fd);
  const type = imageTypeOf(head);
  if (!type) throw notFound();
  return reply
    .header("content-type", imageContentType[type])
    .header("content-disposition", uploadDisposition(imageContentType[type], name))
    .header("cache-control", "public, max-age=86400, immutable")
    .header("x-content-type-options", "nosniff")
    .send(fs.createReadStream(file));
}
