import { once } from "node:events";
import { createWriteStream } from "node:fs";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";

/**
 * Fills a file through `out` and ends it (a producer may leave the ending to `writeThroughStream`).
 * `signal` is aborted, with the file's error as its reason, once the file cannot take more: a producer
 * with work of its own between writes (a database page per step) stops there.
 */
export type TFileProducer = (out: Writable, signal: AbortSignal) => Promise<void>;

/**
 * Writes `target` through a stream filled by `produce`, and rejects with the file's error (ENOSPC, EACCES,
 * EPERM: `storageFailureOf` tells which) as soon as the file system refuses, whatever the producer does.
 * A producer that pipes into the stream never hears of it otherwise: a pipe whose destination fails only
 * unpipes, so exceljs's `workbook.commit()` waited forever for a file that could not be opened, and the
 * mission stayed running with its heartbeat alive. The caller removes what was written (never done here:
 * `target` may be a device such as /dev/full).
 */
export async function writeThroughStream(target: string, flags: string, produce: TFileProducer) {
  const out = createWriteStream(target, { flags });
  const refused = new AbortController();
  const failed = new Promise<never>((_, reject) => {
    // A listener of our own: without one, the stream's error would be swallowed by the pipe (see above).
    out.on("error", (error) => {
      refused.abort(error);
      reject(error);
    });
  });
  failed.catch(() => undefined); // observed below; a producer that ends first leaves it unawaited
  try {
    // A folder the server may not write fails here, before the producer does any work.
    await Promise.race([once(out, "open"), failed]);
    await Promise.race([produce(out, refused.signal), failed]);
    if (!out.writableEnded) out.end();
    // The data may still be on its way to the disk (a full disk refuses it there): wait until it is closed.
    await Promise.race([finished(out), failed]);
  } catch (error) {
    out.destroy();
    throw error;
  }
}
