import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { type EventDelivery, eventsChannel, type TEventEnvelope } from "./events.delivery.ts";
import type { PlatformHealth } from "./health.ts";
import { type Wakers, wakeChannel } from "./wakes.ts";

/** The pause before reconnect attempt `attempt` (0-based): 250 ms doubling to 5 s, each jittered (half to all). */
export function reconnectPause(attempt: number, firstMs = 250, maxMs = 5_000): number {
  const full = Math.min(maxMs, firstMs * 2 ** Math.min(attempt, 20));
  return full / 2 + (Math.random() * full) / 2;
}

/**
 * How far before the moment the connection was lost the catch-up reads: an event is kept with the time
 * its transaction started, which may be a little before it committed, and the two clocks (this
 * instance's, the database's) may differ by some seconds.
 */
const catchUpMarginSeconds = 60;
const heartbeatMs = 15_000;
const heartbeatTimeoutMs = 5_000;

type TOptions = {
  connectionString: string | undefined;
  delivery: EventDelivery;
  wakers: Wakers;
  log: FastifyBaseLogger;
  health: PlatformHealth;
};

/**
 * The LISTEN connection of this instance on a Postgres server (live events, and wakes for the workers). Lost (a restart, a failover, a killed
 * backend, a silent network cut found by the heartbeat), it is replaced with a jittered, capped backoff,
 * LISTEN is issued again, and what was announced from shortly before the loss is read back from
 * `live_events` and handed to the sockets (each event once). /api/health says "degraded" meanwhile.
 */
class PostgresEventListener {
  private client: pg.Client | undefined;
  private lostAt: number | null = null;
  private reconnecting = false;
  private stopped = false;
  private readonly abort = new AbortController();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly o: TOptions) {
    this.heartbeat = setInterval(() => void this.checkAlive(), heartbeatMs);
    this.heartbeat.unref();
  }

  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (err) {
      this.lose(undefined, err);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const c = new pg.Client({
      connectionString: this.o.connectionString,
      application_name: "wms-listen",
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    c.on("error", (err) => this.lose(c, err));
    c.on("end", () => this.lose(c, new Error("the listening connection ended")));
    c.on("notification", (n) => {
      if (!n.payload) return;
      if (n.channel === wakeChannel) this.o.wakers.wake(n.payload);
      else this.o.delivery.deliverPayload(n.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${eventsChannel}`);
      await c.query(`listen ${wakeChannel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    if (this.stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    this.client = c;
    const lostAt = this.lostAt;
    if (lostAt === null) return;
    // Listening first, then reading: whatever commits from now on arrives by NOTIFY, whatever committed
    // before is in the table; an event in both is handed over once.
    let caughtUp: number;
    try {
      caughtUp = await this.catchUp(c, lostAt);
    } catch (err) {
      this.client = undefined; // tried again by the reconnect loop
      await c.end().catch(() => undefined);
      throw err;
    }
    this.lostAt = null;
    this.o.health.report("notifications", null);
    this.o.wakers.wakeAll(); // a wake sent while the connection was away: the workers look now
    this.o.log.info(
      { downMs: Date.now() - lostAt, caughtUp },
      "live notifications listening again; missed events handed over",
    );
  }

  private async catchUp(c: pg.Client, lostAt: number): Promise<number> {
    const { rows } = await c.query<TEventEnvelope>(
      `select id, created_at as at, channel, message from live_events
        where created_at > to_timestamp($1::float8 / 1000) - make_interval(secs => $2)
        order by id`,
      [lostAt, catchUpMarginSeconds],
    );
    let delivered = 0;
    for (const event of rows) if (this.o.delivery.deliver(event)) delivered++;
    return delivered;
  }

  /** The connection `c` was lost (or could not be made, `c` undefined): note it once and start reconnecting. */
  private lose(c: pg.Client | undefined, err: unknown): void {
    if (c && c !== this.client) return; // a connection already replaced, or one still connecting
    this.client = undefined;
    void c?.end().catch(() => undefined);
    if (this.stopped) return;
    if (this.lostAt === null) {
      this.lostAt = Date.now();
      this.o.health.report("notifications", "the listening connection to the database is lost; reconnecting");
      const e = err as { message?: string; code?: string };
      this.o.log.warn(
        { err: { message: e?.message, code: e?.code } },
        "live notifications lost their database connection (LISTEN); reconnecting",
      );
    }
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    if (this.reconnecting) return;
    this.reconnecting = true;
    try {
      for (let attempt = 0; !this.stopped && !this.client; attempt++) {
        try {
          await sleep(reconnectPause(attempt), undefined, { signal: this.abort.signal });
        } catch {
          return; // stopped
        }
        try {
          await this.connect();
        } catch (err) {
          this.o.log.debug({ err, attempt }, "live notifications: reconnect failed; trying again");
        }
      }
    } finally {
      this.reconnecting = false;
    }
  }

  /** A network cut may leave the socket open with no error: a query that does not answer in time ends it. */
  private async checkAlive(): Promise<void> {
    const c = this.client;
    if (!c) return;
    const timeout = sleep(heartbeatTimeoutMs, "timeout" as const);
    const answer = c.query("select 1").then(
      () => "ok" as const,
      (err: unknown) => err,
    );
    const result = await Promise.race([answer, timeout]);
    if (result !== "ok") this.lose(c, result === "timeout" ? new Error("heartbeat timed out") : result);
  }
}

/** Starts listening on a Postgres server; returns the stop function. */
export async function listenOnPostgres(options: TOptions): Promise<() => Promise<void>> {
  const listener = new PostgresEventListener(options);
  await listener.start();
  return () => listener.stop();
}
