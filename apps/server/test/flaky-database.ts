import type { Db } from "../src/kernel/db/client.ts";

/** The error node-postgres gives while the database server is down (refused connections). */
export function connectionRefused(): Error {
  return Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
    code: "ECONNREFUSED",
    errno: -111,
    syscall: "connect",
    address: "127.0.0.1",
    port: 5432,
  });
}

/** A query builder of any shape (`.update(t).set(…).where(…).returning()`) that rejects when awaited. */
function rejectingQuery(error: () => Error): unknown {
  const query: unknown = new Proxy(() => undefined, {
    get: (_target, key) =>
      key === "then"
        ? (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
            Promise.reject(error()).then(resolve, reject)
        : query,
    apply: () => query,
  });
  return query;
}

const queries = new Set(["select", "selectDistinct", "insert", "update", "delete", "execute", "transaction"]);

/**
 * `db` with an outage switch: while `outage.down` is true every statement and transaction it starts rejects
 * as a database that went away does (ECONNREFUSED), and works again once it is false. A transaction already
 * begun runs on (it holds its connection).
 */
export function flakyDatabase(db: Db): { db: Db; outage: { down: boolean } } {
  const outage = { down: false };
  const flaky = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      if (outage.down && typeof key === "string" && queries.has(key)) {
        return () => rejectingQuery(connectionRefused);
      }
      return value.bind(target);
    },
  });
  return { db: flaky, outage };
}
