/**
 * The response-code catalogue (architecture.md section 3).
 * A code is a success when it is 200 or a multiple of 1000, so no error code may be a multiple of 1000.
 */
export const Code = {
  ok: 200,
  created: 1000,
  accepted: 2000,
  partial: 3000,
  loginExpired: 2003,
  badRequest: 4001,
  forbidden: 4003,
  notFound: 4004,
  conflict: 4009,
  urlExists: 4091,
  csrfInvalid: 4019,
  tooManyRequests: 4029,
  noShopBound: 11006,
  noMission: 12004,
  internal: 5001,
  /** The database is not answering (restart, failover): retryable, HTTP 503 with Retry-After. */
  unavailable: 5003,
  /** The server's disk is full or not writable: a file could not be written (HTTP 507). */
  storageFailed: 5007,
} as const;

export type TCode = (typeof Code)[keyof typeof Code];

/** HTTP status that goes with each code. */
export const httpStatusOf: Record<TCode, number> = {
  200: 200,
  1000: 201,
  2000: 202,
  3000: 200,
  2003: 401,
  4001: 400,
  4003: 403,
  4004: 404,
  4009: 409,
  4091: 409,
  4019: 403,
  4029: 429,
  11006: 200,
  12004: 200,
  5001: 500,
  5003: 503,
  5007: 507,
};

export function isSuccessCode(code: number): boolean {
  return code === 200 || code % 1000 === 0;
}

/** Codes the client never shows a message for. */
export const silentCodes: readonly number[] = [Code.noMission, Code.noShopBound, Code.notFound];
