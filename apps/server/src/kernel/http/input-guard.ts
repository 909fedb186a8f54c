import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../errors.ts";

/**
 * The first check every parsed request meets, before any schema or pattern runs: it costs one linear walk
 * of the input, so no input, however long or strange, can make a pattern backtrack or reach the database
 * as a 5001. Refused with 4001, the field named:
 * - a string longer than the route allows (`config.maxStringLength`, default 10,000 characters; the
 *   contracts set tighter caps per field, this is the ceiling behind them);
 * - a NUL character (Postgres text cannot hold it) or a lone UTF-16 surrogate (not storable as UTF-8),
 *   in a value or a key.
 * Walking stops at a depth of 32 and 100,000 values (beyond that the body itself is refused).
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** The longest string this route accepts anywhere in its input (default `defaultMaxStringLength`). */
    maxStringLength?: number;
  }
}

export const defaultMaxStringLength = 10_000;
const maxDepth = 32;
const maxValues = 100_000;

type TProblem = { field: string; key: "field.tooLong" | "field.badCharacters" | "bodyTooLarge" };

/** String.prototype.isWellFormed (Node 20+): no lone surrogate. Not yet in the TS lib this project targets. */
const isWellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();
const isStorable = (s: string) => !s.includes("\u0000") && isWellFormed(s);

/** The first value of `input` the platform refuses to take, or null. */
export function findBadInput(input: unknown, maxLength = defaultMaxStringLength): TProblem | null {
  let seen = 0;
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (++seen > maxValues || depth > maxDepth) return { field: path || "_", key: "bodyTooLarge" };
    // Raw bytes (a route that keeps its body raw, such as a signed webhook) are that route's to read.
    if (ArrayBuffer.isView(value)) continue;
    if (typeof value === "string") {
      if (value.length > maxLength) return { field: path || "_", key: "field.tooLong" };
      if (!isStorable(value)) return { field: path || "_", key: "field.badCharacters" };
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.length > 200 || !isStorable(key)) return { field: childPath, key: "field.badCharacters" };
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}

function check(request: FastifyRequest) {
  const max = request.routeOptions.config?.maxStringLength ?? defaultMaxStringLength;
  for (const part of [request.params, request.query, request.body]) {
    const problem = findBadInput(part, max);
    if (problem) {
      throw problem.key === "bodyTooLarge"
        ? badRequest("bodyTooLarge")
        : badRequest("badRequest", { [problem.field]: problem.key });
    }
  }
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // preValidation runs after parsing and before the route's schema: the guard sees every request first.
  app.addHook("preValidation", async (request) => check(request));
});
