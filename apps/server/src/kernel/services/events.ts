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

/**
 * Wakes for background workers, on a channel of their own: `wakeAfterCommit(tx, name)` inside a
 * transaction reaches the waker of `name` on every instance once (and only if) it commits, so a worker
 * starts on what was just written instead of at its next poll (the outgoing-mail worker).
 */
export const wakeChannel = "wms_wake";

export async function wakeAfterCommit(db: Db, name: string): Promise<void> {
  await db.execute(sql`select pg_notify(${wakeChannel}, ${name})`);
}

/** The wakers of this instance, by name; one per name (a later one replaces it). */
export class Wakers {
  private readonly wakers = new Map<string, () => void>();

  /** Registers `wake` for `name`; answers the function that removes it. */
  on(name: string, wake: () => void): () => void {
    this.wakers.set(name, wake);
    return () => {
      if (this.wakers.get(name) === wake) this.wakers.delete(name);
    };
  }

  wake(name: string): void {
    this.wakers.get(name)?.();
  }
}

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

/**
 * Listens for events (and wakes) on this instance; returns a stop function. Reconnects to a Postgres
 * server after errors.
 */
export async function startEventListener(
  database: TDatabase,
  hub: NotificationHub,
  wakers: Wakers,
  log: FastifyBaseLogger,
  connectionString?: string,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(eventsChannel, (payload) => deliver(hub, log, payload));
    const unlistenWakes = await database.pglite.listen(wakeChannel, (name) => wakers.wake(name));
    return async () => {
      await unlistenWakes();
      await unlisten();
    };
  }
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    c.on("notification", (n) => {
      if (!n.payload) return;
      if (n.channel === wakeChannel) wakers.wake(n.payload);
      else deliver(hub, log, n.payload);
    });
    c.on("error", (err) => {
      log.warn({ err }, "notification listener lost its connection");
      void c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 3000);
    });
    await c.connect();
    await c.query(`listen ${eventsChannel}`);
    await c.query(`listen ${wakeChannel}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
