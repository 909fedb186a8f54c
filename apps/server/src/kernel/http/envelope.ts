import { Code, httpStatusOf, type TCode } from "@wms/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isClientDataError, isRetryableConflict } from "../db/retry.ts";
import { AppError, Text, type TTextParams } from "../errors.ts";
import {
  isDatabaseUnavailable,
  storageFailureKeys,
  storageFailureOf,
  unavailableRetryAfterSeconds,
} from "../faults.ts";
import { formatMessage, languageOf, renderData, renderText } from "../i18n.ts";

export type TEnvelopeBody = { code: number; message: string; data: unknown };

/**
 * Send a successful envelope. `code` is 200 unless a created (1000) or accepted (2000) answer fits better.
 * Texts anywhere in `data` (kernel/errors.ts) leave in the caller's language.
 */
export function ok(
  reply: FastifyReply,
  data: unknown = null,
  code: TCode = Code.ok,
  message?: string | Text,
) {
  const lang = languageOf(reply.request);
  const said =
    message instanceof Text
      ? renderText(message, lang)
      : formatMessage(
          message ?? (code === Code.created ? "created" : code === Code.accepted ? "accepted" : "ok"),
          lang,
        );
  return reply.status(httpStatusOf[code]).send({ code, message: said, data: renderData(data, lang) });
}

/**
 * A bulk action's answer, its data always the result: 200 with `doneMessage` when every item was done,
 * 3000 "partial" when some failed, and when none was done the first failure as the error (its own code
 * and message).
 */
export function bulkAnswer(
  reply: FastifyReply,
  result: unknown,
  outcome: { doneCount: number; firstFailure?: { code: TCode; message: Text } },
  doneMessage: string,
) {
  const { doneCount, firstFailure } = outcome;
  if (firstFailure && doneCount === 0) {
    throw new AppError(firstFailure.code, firstFailure.message.key, result, firstFailure.message.params);
  }
  if (firstFailure) return ok(reply, result, Code.partial, "partial");
  return ok(reply, result, Code.ok, doneMessage);
}

/** The one place a failure is put into words: the message and its data in the caller's language. */
function fail(
  reply: FastifyReply,
  code: TCode,
  messageKey: string,
  data: unknown = null,
  params: TTextParams = {},
) {
  const lang = languageOf(reply.request);
  // A failure is the error envelope, never the route's success answer: the silent codes (11006, 12004)
  // travel with HTTP 200, whose response schema is the success one.
  return reply
    .status(httpStatusOf[code])
    .serializer(JSON.stringify)
    .send({
      code,
      message: formatMessage(messageKey, lang, params),
      data: renderData(localiseFields(data), lang),
    });
}

/** Field errors are raised as message keys; they leave as texts, rendered with the rest of the data. */
function localiseFields(data: unknown): unknown {
  if (!data || typeof data !== "object" || !("fields" in data)) return data;
  const fields = (data as { fields: Record<string, unknown> }).fields;
  return {
    ...data,
    fields: Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? new Text(v) : v]),
    ),
  };
}

/** Translate zod issue paths into `{ field: message }` for code 4001. */
function fieldsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const v of error.validation) {
    const name = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
    // Our schemas carry message keys ("email.format"); zod's own English texts become a generic message.
    const raw = v.message ?? "";
    const key =
      raw && !raw.includes(" ")
        ? raw
        : v.keyword === "invalid_type" && /undefined/.test(raw)
          ? "field.required"
          : "field.invalid";
    fields[name] ??= key;
  }
  return fields;
}

/**
 * Every response carries the envelope: handled errors, validation failures, unknown routes and crashes.
 * No stack trace leaves the server.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      // A throttled call says when to come back (data.retry_after, seconds): the standard header carries it too.
      const retryAfter = (error.data as { retry_after?: unknown } | null)?.retry_after;
      if (error.code === Code.tooManyRequests && typeof retryAfter === "number") {
        reply.header("retry-after", String(retryAfter));
      }
      if (error.code === Code.unavailable) reply.header("retry-after", String(unavailableRetryAfterSeconds));
      return fail(reply, error.code, error.messageKey, error.data, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return fail(reply, Code.badRequest, "badRequest", { fields: fieldsOf(error) });
    }
    // Contention that outlasted the transaction retries, or a statement outside one: the caller may retry.
    if (isRetryableConflict(error)) return fail(reply, Code.conflict, "busyRetry");
    // The database is away (restart, failover) or the disk cannot take a file: the environment, not a bug.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, url: request.url }, "database unavailable: answered 503");
      reply.header("retry-after", String(unavailableRetryAfterSeconds));
      return fail(reply, Code.unavailable, "unavailable");
    }
    const storageFailure = storageFailureOf(error);
    if (storageFailure) {
      request.log.error({ err: error, url: request.url }, "a file could not be written");
      return fail(reply, Code.storageFailed, storageFailureKeys[storageFailure]);
    }
    // A value the database cannot take (too long, not a number, bad encoding) is the caller's input.
    if (isClientDataError(error)) {
      request.log.warn({ err: error }, "input refused by the database");
      return fail(reply, Code.badRequest, "badRequest");
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return fail(reply, Code.tooManyRequests, "tooManyRequests");
    if (status === 413) return fail(reply, Code.badRequest, "bodyTooLarge");
    if (status === 415) return fail(reply, Code.badRequest, "unsupportedMediaType");
    if (status >= 400 && status < 500) return fail(reply, Code.badRequest, "badRequest");
    request.log.error({ err: error }, "unhandled error");
    return fail(reply, Code.internal, "internal");
  });
  app.setNotFoundHandler((_request, reply) => fail(reply, Code.notFound, "routeNotFound"));
});
