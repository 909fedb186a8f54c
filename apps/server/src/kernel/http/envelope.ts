import { Code, httpStatusOf, type TCode, translate } from "@wms/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isClientDataError, isRetryableConflict } from "../db/retry.ts";
import { AppError } from "../errors.ts";
import { languageOf, t } from "../i18n.ts";

export type TEnvelopeBody = { code: number; message: string; data: unknown };

/** Send a successful envelope. `code` is 200 unless a created (1000) or accepted (2000) answer fits better. */
export function ok(reply: FastifyReply, data: unknown = null, code: TCode = Code.ok, messageKey?: string) {
  const key = messageKey ?? (code === Code.created ? "created" : code === Code.accepted ? "accepted" : "ok");
  return reply.status(httpStatusOf[code]).send({ code, message: t(reply.request, key), data });
}

function fail(reply: FastifyReply, code: TCode, messageKey: string, data: unknown = null) {
  return reply
    .status(httpStatusOf[code])
    .send({ code, message: t(reply.request, messageKey), data: localiseFields(reply.request, data) });
}

/** Field errors are raised as message keys; they leave in the caller's language. */
function localiseFields(request: FastifyRequest, data: unknown): unknown {
  if (!data || typeof data !== "object" || !("fields" in data)) return data;
  const fields = (data as { fields: Record<string, string> }).fields;
  const lang = languageOf(request);
  return {
    ...data,
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translate(v, lang)])),
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
      return fail(reply, error.code, error.messageKey, error.data);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return fail(reply, Code.badRequest, "badRequest", { fields: fieldsOf(error) });
    }
    // Contention that outlasted the transaction retries, or a statement outside one: the caller may retry.
    if (isRetryableConflict(error)) return fail(reply, Code.conflict, "busyRetry");
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
