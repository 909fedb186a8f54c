import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./platform-process.ts";

/**
 * A PostgreSQL cluster of one test's own, made with the server binaries installed on the machine (initdb,
 * pg_ctl) in a temporary folder, on a free port: a test may restart it, kill it and start it again
 * without touching the shared server that every other test uses. Postgres refuses to run as root, so
 * under root the cluster runs as the `postgres` system user (which the PostgreSQL packages create).
 */
export type TThrowawayPostgres = {
  /** A URL of database `name` (default postgres) on the cluster. */
  url(name?: string): string;
  port: number;
  /** `pg_ctl restart -m fast`: the clients are disconnected, the server is back when it answers. */
  restartFast(): Promise<void>;
  /** SIGKILL to the postmaster (a crash of the database host); the server stays down until `start`. */
  killPostmaster(): Promise<void>;
  /** Starts the stopped or killed server; resolves when it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`. */
  stop(): Promise<void>;
  /** Stops the server and removes its folder. */
  remove(): Promise<void>;
  /** A binary of the installed server (pg_dump, psql, …). */
  bin(name: string): string;
};

/** The folder of the newest installed PostgreSQL server's binaries. */
function binDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, "bin/initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(base, versions[0], "bin");
  try {
    return execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("no PostgreSQL server binaries (initdb) found: install the postgresql package");
  }
}

/** Under root: the uid and gid of the `postgres` system user, whom the cluster runs as. */
function clusterOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

function run(file: string, args: string[], owner: { uid: number; gid: number } | undefined) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(file, args, {
      ...owner,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_ALL: "C" },
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("error", reject);
    child.on("close", (status) =>
      status === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(file)} ${args.join(" ")}: ${output}`)),
    );
  });
}

export async function startThrowawayPostgres(): Promise<TThrowawayPostgres> {
  const bin = binDir();
  const owner = clusterOwner();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wms-pg-"));
  const data = path.join(dir, "data");
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const port = await freePort();
  await run(
    path.join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"],
    owner,
  );
  // Durability is not what this cluster tests: no fsync, so it starts and restarts quickly.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) =>
    run(
      path.join(bin, "pg_ctl"),
      ["-D", data, "-l", path.join(dir, "log"), "-w", "-t", "60", ...args],
      owner,
    );

  const start = async () => {
    // After a SIGKILL the old server's backends may hold its shared memory for a moment: try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await pgCtl("-o", options, "start");
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await sleep(250);
      }
    }
  };
  await start();

  const postmasterPid = () =>
    Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  return {
    port,
    url: (name = "postgres") => `postgres://postgres@127.0.0.1:${port}/${name}`,
    restartFast: async () => {
      await pgCtl("-m", "fast", "-o", options, "restart");
    },
    killPostmaster: async () => {
      const pid = postmasterPid();
      process.kill(pid, "SIGKILL");
      // Gone when signal 0 can no longer reach it.
      for (let i = 0; i < 100; i++) {
        try {
          process.kill(pid, 0);
        } catch {
          return;
        }
        await sleep(50);
      }
    },
    start,
    stop: async () => {
      await pgCtl("-m", "immediate", "stop").catch(() => undefined);
    },
    remove: async () => {
      await pgCtl("-m", "immediate", "stop").catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    bin: (name) => path.join(bin, name),
  };
}
