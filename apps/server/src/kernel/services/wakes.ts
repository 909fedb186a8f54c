import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * Wakes for background workers, on a channel of their own: `wakeAfterCommit(tx, name)` inside a
 * transaction reaches the waker of `name` on every instance once (and only if) it commits, so a worker
 * starts on what was just written instead of at its next poll (the outgoing-mail worker). A wake is only
 * a hint: the workers still poll, and every instance wakes all of its workers when its listening
 * connection comes back after a loss (events.listener.ts), so a wake sent meanwhile is not waited for.
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

  wakeAll(): void {
    for (const wake of this.wakers.values()) wake();
  }
}
