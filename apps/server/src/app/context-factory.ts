import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { TConfig } from "../kernel/config.ts";
import type { TAppContext } from "../kernel/context.ts";
import { randomToken } from "../kernel/crypto.ts";
import { openDatabase, type TDatabase, type TDatabaseLocation } from "../kernel/db/client.ts";
import { startEmbeddedUpkeep } from "../kernel/db/embedded-upkeep.ts";
import { runMigrations } from "../kernel/db/migrate.ts";
import { waitForDatabase } from "../kernel/db/wait.ts";
import { startEventListener } from "../kernel/services/events.ts";
import { FileStore } from "../kernel/services/files.ts";
import { PlatformHealth } from "../kernel/services/health.ts";
import { localJobQueue, startJobs } from "../kernel/services/jobs.ts";
import { createMailTransport } from "../kernel/services/mail.ts";
import { NotificationHub } from "../kernel/services/notifications.ts";
import { Wakers } from "../kernel/services/wakes.ts";
import { getOrCreateSecret } from "../modules/auth/index.ts";
import { startBillingWorker } from "../modules/billing/index.ts";
import { startDigestWorker } from "../modules/digests/index.ts";
import { startIntegrityWorker } from "../modules/integrity/index.ts";
import { startMissionWorker } from "../modules/missions/index.ts";
import { startOutgoingMailWorker } from "../modules/outgoing-mail/index.ts";
import { startReplenishmentWorker } from "../modules/replenishment/index.ts";
import { startSourcingWorker } from "../modules/sourcing/index.ts";
import { startShopOrderWorker, startWebhookInboxWorker } from "../modules/stores/index.ts";
import { startWebhookWorker } from "../modules/webhooks/index.ts";
import { installModules } from "./modules.ts";

/**
 * Opens the database (the config's, unless `location` names another: an in-memory PGlite for previews and
 * tests), applies migrations and wires the shared services.
 */
export async function createContext(
  config: TConfig,
  log: FastifyBaseLogger,
  location: TDatabaseLocation = { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
): Promise<{ ctx: TAppContext; database: TDatabase; close(): Promise<void> }> {
  installModules(); // before the workers: a queued mission may run as soon as they start
  // A Postgres server that is still starting (or failing over) is waited for, then named if it never came.
  if (location.databaseUrl)
    await waitForDatabase(location.databaseUrl, log, config.databaseWaitSeconds * 1000);
  const database = await openDatabase(location, log);
  await runMigrations(database);
  const secret = config.secretKey ?? (await getOrCreateSecret(database.db, "csrf", () => randomToken(48)));
  const ctx: TAppContext = {
    db: database.db,
    config,
    mailTransport: createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      timeoutMs: config.smtpTimeoutMs,
      log,
    }),
    files: new FileStore(path.join(config.dataDir, "files")),
    hub: new NotificationHub(),
    health: new PlatformHealth(),
    wakers: new Wakers(),
    jobs: { send: () => Promise.reject(new Error("job queue not started")), onSend: () => undefined },
    secret,
  };
  const stopListening = await startEventListener(
    database,
    { hub: ctx.hub, wakers: ctx.wakers, health: ctx.health },
    log,
    location.databaseUrl,
  );
  const boss = await startJobs(database, log, config.databaseUrl);
  ctx.jobs = localJobQueue(boss);
  const stopWorker = await startMissionWorker(ctx, boss, log, { singleProcess: database.kind === "pglite" });
  const stopWebhooks = startWebhookWorker(ctx, log);
  const stopShopOrders = startShopOrderWorker(ctx, log);
  const stopShopWebhooks = startWebhookInboxWorker(ctx, log);
  const stopSourcing = startSourcingWorker(ctx, log);
  const stopIntegrity = startIntegrityWorker(ctx, log);
  const stopBilling = startBillingWorker(ctx, log);
  const stopDigests = startDigestWorker(ctx, log);
  const stopReplenishment = startReplenishmentWorker(ctx, log);
  const stopOutgoingMail = startOutgoingMailWorker(ctx, log);
  const stopUpkeep = startEmbeddedUpkeep(database, log);
  return {
    ctx,
    database,
    async close() {
      await stopWorker();
      await stopWebhooks();
      await stopShopOrders();
      await stopShopWebhooks();
      await stopSourcing();
      await stopIntegrity();
      await stopBilling();
      await stopDigests();
      await stopReplenishment();
      await stopOutgoingMail();
      await stopUpkeep();
      await boss.stop({ graceful: false, close: true, timeout: 2000 }).catch(() => undefined);
      await stopListening();
      await database.close();
    },
  };
}
