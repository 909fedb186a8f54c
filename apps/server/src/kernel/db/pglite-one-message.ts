import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

/**
 * PGlite runs a parameterised query as five round trips into its WebAssembly backend (parse, describe the
 * statement to learn the parameter types, bind, describe the portal and execute, sync), each with its own
 * copy in and out of the module. Most of the time a statement costs on the embedded database is those trips,
 * not the statement (a trivial select: 90 µs, against 41 µs as one message).
 *
 * This sends the same extended-protocol messages as one: parameters go as text with their types left to the
 * server, as node-postgres sends them to a Postgres server, so both databases see the same values in the
 * same form (`textOf` is node-postgres' `prepareValue`). Answers are parsed by PGlite's own `parseResults`,
 * with the caller's parsers, and an error is PGlite's DatabaseError with the query attached, as before.
 * A call PGlite would treat specially (a blob, declared parameter types) takes PGlite's own path.
 */
export function sendQueriesAsOneMessage(pg: PGlite): void {
  const ownQuery = pg.query.bind(pg);
  const ownTransaction = pg.transaction.bind(pg);
  pg.query = (async (query: string, params?: unknown[], options?: QueryOptions) => {
    if (!isPlain(options)) return ownQuery(query, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() => runAsOneMessage(pg, query, params, options, false));
  }) as PGlite["query"];
  pg.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    ownTransaction((tx) => {
      const oneMessage: Transaction = Object.create(tx);
      oneMessage.query = (async (query: string, params?: unknown[], options?: QueryOptions) => {
        if (!isPlain(options)) return tx.query(query, params, options);
        if (tx.closed) throw new Error("Transaction is closed");
        return runAsOneMessage(pg, query, params, options, true);
      }) as Transaction["query"];
      return callback(oneMessage);
    })) as PGlite["transaction"];
}

const isPlain = (options: QueryOptions | undefined) => !options?.blob && !options?.paramTypes;

const { serialize } = protocol;

async function runAsOneMessage(
  pg: PGlite,
  query: string,
  params: unknown[] = [],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results> {
  return pg._runExclusiveQuery(async () => {
    const message = concat([
      serialize.parse({ text: query }),
      serialize.bind({ values: params.map(textOf) }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    let messages: Awaited<ReturnType<PGlite["execProtocolStream"]>>;
    try {
      messages = await pg.execProtocolStream(message, { syncToFs: false });
    } catch (error) {
      if (error instanceof Error) Object.assign(error, { query, params, queryOptions: options });
      throw error;
    }
    if (!inTransaction) await pg.syncToFs();
    // PGlite would copy its whole parser table (every array type) into a new object for each answer; the
    // caller's few parsers in front of it, by prototype, answer the same lookups.
    const parsers = options?.parsers ? Object.assign(Object.create(pg.parsers), options.parsers) : pg.parsers;
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results;
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}

/** A parameter in Postgres' text form, as node-postgres writes it (null stays SQL NULL). */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString("hex")}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return "NULL";
    if (Array.isArray(v)) return arrayLiteral(v);
    return `"${(textOf(v) ?? "").replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}
