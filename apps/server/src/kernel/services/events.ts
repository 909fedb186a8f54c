import type { TNotification } from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Db, TDatabase } from "../db/client.ts";
import type { NotificationHub } from "./notifications.ts";

/**
 * Live notifications travel through Postgres NOTIFY on one channel. NOTIFY is transactional: a
 * message published inside a transaction is delivered only if it commits, and every server instance
 * listening (LISTEN) receives it and hands it to its own open sockets.
 */
export const eventsChannel = "wms_events";

export type TEventEnvelope = { channel: string; message: TNotification };

export async function publishEvent(db: Db, channel: string, message: TNotification): Promise<void> {
  const payload = JSON.stringify({ channel, message } satisfies TEventEnvelope);
  await db.execute(sql`select pg_notify(${eventsChannel}, ${payload})`);
}

/** Publishes a message built in SQL (for counts that must include the transaction's own rows). */
export async function publishEventSql(db: Db, channel: string, messageJson: SQL): Promise<void> {
  await db.execute(
    sql`select pg_notify(${eventsChannel}, json_build_object('channel', ${channel}::text, 'message', ${messageJson})::text)`,
  );
}

function deliver(hub: NotificationHub, log: FastifyBaseLogger, payload: string) {
  try {
    const event = JSON.parse(payload) as TEventEnvelope;
    hub.publish(event.channel, event.message);
  } catch (err) {
    log.warn({ err }, "bad notification payload");
  }
}

/** Listens for events on this instance; returns a stop function. Reconnects to a Postgres server after errors. */
export async function startEventListener(
  database: TDatabase,
  hub: NotificationHub,
  log: FastifyBaseLogger,
  connectionString?: string,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(eventsChannel, (payload) => deliver(hub, log, payload));
    return unlisten;
  }
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    c.on("notification", (n) => n.payload && deliver(hub, log, n.payload));
    c.on("error", (err) => {
      log.warn({ err }, "notification listener lost its connection");
      void c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 3000);
    });
    await c.connect();
    await c.query(`listen ${eventsChannel}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
