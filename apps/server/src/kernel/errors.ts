import { Code, type TCode, type TMessageKey } from "@wms/contracts";

/** A failure the client should see: a catalogue code, a message key (localised on the way out) and optional data. */
export class AppError extends Error {
  constructor(
    readonly code: TCode,
    readonly messageKey: TMessageKey | string,
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = "AppError";
  }
}

export const badRequest = (key: TMessageKey | string = "badRequest", fields?: Record<string, string>) =>
  new AppError(Code.badRequest, key, fields ? { fields } : null);
export const forbidden = () => new AppError(Code.forbidden, "forbidden");
export const notFound = (key: TMessageKey | string = "notFound") => new AppError(Code.notFound, key);
export const conflict = (key: TMessageKey | string = "conflict", data: unknown = null) =>
  new AppError(Code.conflict, key, data);
export const loginExpired = () => new AppError(Code.loginExpired, "loginExpired");
export const tooManyRequests = () => new AppError(Code.tooManyRequests, "tooManyRequests");
