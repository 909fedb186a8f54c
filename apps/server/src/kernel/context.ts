import type { TConfig } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { FileStore } from "./services/files.ts";
import type { PlatformHealth } from "./services/health.ts";
import type { TMailTransport } from "./services/mail.ts";
import type { NotificationHub } from "./services/notifications.ts";
import type { Wakers } from "./services/wakes.ts";

export type TJobQueue = {
  send(queue: string, data: Record<string, unknown>): Promise<void>;
  /** Calls `wake` after each job this instance sends to `queue` (its own worker, so it starts at once). */
  onSend(queue: string, wake: () => void): void;
};

/** What every module's routes and services are given: no globals. */
export type TAppContext = {
  db: Db;
  config: TConfig;
  /** SMTP (or the local demo's .eml folder): only the outgoing-mail worker sends; modules call `queueMail`. */
  mailTransport: TMailTransport;
  files: FileStore;
  hub: NotificationHub;
  /** What is wrong with this instance's surroundings now (the live notifications' connection), for /api/health. */
  health: PlatformHealth;
  /** The job queue (pg-boss in the same database). */
  jobs: TJobQueue;
  /** This instance's background workers, woken after a commit that gave them work (`wakeAfterCommit`). */
  wakers: Wakers;
  /** HMAC secret for CSRF tokens, shared by all instances. */
  secret: string;
};
