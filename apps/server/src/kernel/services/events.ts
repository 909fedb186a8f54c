import type { TNotification } from "@wms/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, TDatabase } from "../db/client.ts";
import { EventDelivery, eventsChannel } from "./events.delivery.ts";
import { listenOnPostgres } from "./events.listener.ts";
import type { PlatformHealth } from "./health.ts";
import type { NotificationHub } from "./notifications.ts";
import { type Wakers, wakeChannel } from "./wakes.ts";

export { eventsChannel, type TEventEnvelope } from "./events.delivery.ts";

/**
 * Live notifications travel through Postgres NOTIFY on one channel, and are kept in `live_events` by the
 * same statement. NOTIFY is transactional: a message published inside a transaction is delivered (and
 * kept) only if it commits, and every server instance listening (LISTEN) receives it and hands it to its
 * own open sockets. An instance whose listening connection was lost reads what it missed from the table
 * once it listens again (events.listener.ts), so a socket that stayed open misses nothing.
 */
/**
 * Publishes one event per row of `rows`, a query answering `channel` (text) and `message` (json or
 * jsonb): kept and notified in one statement, so any number of events costs one round trip.
 */
export async function publishEventRows(db: Db, rows: SQL): Promise<void> {
  await db.execute(sql`
    with told as (${rows}),
    kept as (
      insert into live_events (channel, message)
      select channel, message::jsonb from told
      returning id, channel, message, created_at
    )
    select pg_notify(${eventsChannel}, json_build_object(
      'id', id, 'at', created_at, 'channel', channel, 'message', message
    )::text) from kept order by id`);
}

export async function publishEvent(db: Db, channel: string, message: TNotification): Promise<void> {
  await publishEventSql(db, channel, sql`${JSON.stringify(message)}::jsonb`);
}

/** Publishes a message built in SQL (for counts that must include the transaction's own rows). */
export async function publishEventSql(db: Db, channel: string, messageJson: SQL): Promise<void> {
  await publishEventRows(db, sql`select ${channel}::text as channel, (${messageJson})::jsonb as message`);
}

/** How long the kept events stay: what a reconnecting listener reads is minutes old at most. */
const keepEventsFor = "1 day";
const pruneEveryMs = 10 * 60_000;

/** Where this instance hands what it hears: live events to its sockets, wakes to its workers. */
export type TListeners = { hub: NotificationHub; wakers: Wakers; health: PlatformHealth };

/**
 * Listens for events and wakes on this instance and prunes old kept events; returns a stop function. On a
 * Postgres server the listening connection is watched and reconnected (events.listener.ts); PGlite is
 * in-process.
 */
export async function startEventListener(
  database: TDatabase,
  to: TListeners,
  log: FastifyBaseLogger,
  connectionString?: string,
): Promise<() => Promise<void>> {
  const delivery = new EventDelivery(to.hub, log);
  const prune = () =>
    database.db
      .execute(sql`delete from live_events where created_at < now() - ${keepEventsFor}::interval`)
      .catch((err: unknown) => log.debug({ err }, "live events not pruned this time"));
  const pruner = setInterval(() => void prune(), pruneEveryMs);
  pruner.unref();
  void prune();
  let stop: () => Promise<void>;
  if (database.pglite) {
    const unlisten = await database.pglite.listen(eventsChannel, (payload) =>
      delivery.deliverPayload(payload),
    );
    const unlistenWakes = await database.pglite.listen(wakeChannel, (name) => to.wakers.wake(name));
    stop = async () => {
      await unlistenWakes();
      await unlisten();
    };
  } else {
    stop = await listenOnPostgres({ connectionString, delivery, wakers: to.wakers, log, health: to.health });
  }
  return async () => {
    clearInterval(pruner);
    await stop();
  };
}
