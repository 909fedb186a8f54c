/**
 * Faults of the platform's surroundings, told apart from bugs: the database that is not answering (a
 * restart, a failover, a lost connection) and a disk that cannot take a file (full, read-only, not
 * writable). Each has its own envelope code (5003, 5007) instead of the 5001 of a bug, so a caller knows
 * to try again shortly or to tell the administrator.
 */

/**
 * SQLSTATEs of a database going away or not yet back: the connection-exception class (08…), an
 * administrator's or a crash's shutdown (57P01, 57P02), "starting up" (57P03), and too many connections
 * (53300) during a failover's reconnect storm.
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;

/** Socket errors of a connection to the database (refused while it is down, reset when it went). */
const unavailableSocketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres and pg-pool say these in words, with no code. */
const unavailableMessages =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Connection ended unexpectedly/i;

/** Each error in a chain of causes (drizzle wraps the driver's error as `cause`), at most a few deep. */
function* causesOf(error: unknown): Generator<Record<string, unknown>> {
  let e: unknown = error;
  for (let depth = 0; depth < 6 && e && typeof e === "object"; depth++) {
    yield e as Record<string, unknown>;
    // AggregateError (a host with several addresses, all refusing) holds its errors in `errors`.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length) e = errors[0];
    else e = (e as { cause?: unknown }).cause;
  }
}

/** True when the error means the database could not be reached or dropped the connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causesOf(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (unavailableStates.test(code) || unavailableSocketCodes.has(code)) return true;
    if (typeof e.message === "string" && unavailableMessages.test(e.message)) return true;
  }
  return false;
}

/** File-system errors that mean the disk cannot take what is written: full, over quota, read-only, no right. */
const storageCodes = new Set(["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM"]);

/** The reason a file could not be written, or null when the error is not a file-system one of those. */
export function storageFailureOf(error: unknown): "full" | "notWritable" | null {
  for (const e of causesOf(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    // Only errors of a file-system call (they carry `syscall` and usually `path`), not a socket's EACCES.
    if (!storageCodes.has(code) || typeof e.syscall !== "string" || e.address !== undefined) continue;
    return code === "ENOSPC" || code === "EDQUOT" ? "full" : "notWritable";
  }
  return null;
}

/**
 * The message that tells a user why a file could not be written and whom to tell: a full disk, or a folder
 * the server may not write (`storageFailureOf`). Requests answer it with 5007; missions end failed with it.
 */
export const storageFailureKeys = { full: "storage.full", notWritable: "storage.notWritable" } as const;

/** Seconds a caller is told to wait (Retry-After) before trying again while the database is away. */
export const unavailableRetryAfterSeconds = 5;
