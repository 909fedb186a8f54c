import { Code, type TCode, type TLanguage, type TMessageKey } from "@wms/contracts";

/**
 * A value put into a message's `{name}` placeholder: plain, another text, a label in both languages, or
 * a list of these (joined as the language lists things: "a, b" or "a、b").
 */
export type TTextParam =
  | string
  | number
  | Text
  | Readonly<Record<TLanguage, string>>
  | readonly (string | number | Text | Readonly<Record<TLanguage, string>>)[];
export type TTextParams = Readonly<Record<string, TTextParam>>;

/**
 * Something to say to the caller, not yet in a language: a catalogue key with its parameters. Services
 * return and throw these; the envelope renders them in the caller's language (kernel/i18n.ts), in the
 * message and anywhere in `data` (per-row errors of a bulk action, for instance).
 */
export class Text {
  constructor(
    readonly key: TMessageKey | string,
    readonly params: TTextParams = {},
  ) {}
}

export const text = (key: TMessageKey | string, params: TTextParams = {}) => new Text(key, params);

/** A label already written in both languages (reference labels, template names) as a text. */
export const bilingual = (value: Readonly<Record<TLanguage, string>>) => new Text("{value}", { value });

/** A failure the client should see: a catalogue code, a message key with its parameters, and optional data. */
export class AppError extends Error {
  constructor(
    readonly code: TCode,
    readonly messageKey: TMessageKey | string,
    readonly data: unknown = null,
    readonly params: TTextParams = {},
  ) {
    super(messageKey);
    this.name = "AppError";
  }

  /** The message as a text, for lists of per-item errors. */
  get text(): Text {
    return new Text(this.messageKey, this.params);
  }
}

export const badRequest = (key: TMessageKey | string = "badRequest", fields?: Record<string, string>) =>
  new AppError(Code.badRequest, key, fields ? { fields } : null);
export const forbidden = () => new AppError(Code.forbidden, "forbidden");
export const notFound = (key: TMessageKey | string = "notFound", params: TTextParams = {}) =>
  new AppError(Code.notFound, key, null, params);
/** What was looked up, or the 4004 `notFound(key)` when nothing was found. */
export function orNotFound<T>(found: T | null | undefined, key?: TMessageKey | string): T {
  if (!found) throw notFound(key);
  return found;
}
export const conflict = (
  key: TMessageKey | string = "conflict",
  data: unknown = null,
  params: TTextParams = {},
) => new AppError(Code.conflict, key, data, params);
export const loginExpired = () => new AppError(Code.loginExpired, "loginExpired");
export const tooManyRequests = () => new AppError(Code.tooManyRequests, "tooManyRequests");

/** An answer before the envelope renders it: any string in it may still be a Text. */
export type TWithTexts<T> = T extends string
  ? string | Text
  : T extends readonly (infer U)[]
    ? TWithTexts<U>[]
    : T extends object
      ? { [K in keyof T]: TWithTexts<T[K]> }
      : T;
