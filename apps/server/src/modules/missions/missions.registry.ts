import type { TLanguage } from "@wms/contracts";
import type { TAppContext } from "../../kernel/context.ts";
import { exportSources } from "../../kernel/documents/exports.ts";
import { defineRegistry } from "../../kernel/hooks.ts";
import { exportMissionKind } from "./exports.ts";
import type { missions } from "./missions.tables.ts";

export type TMissionRow = typeof missions.$inferSelect;

/** Thrown out of a progress report when the user asked the mission to stop. */
export class MissionStopped extends Error {
  constructor() {
    super("mission.stopped");
  }
}

export type TMissionRun = {
  ctx: TAppContext;
  mission: TMissionRow;
  lang: TLanguage;
  /** Records progress (0-100), keeps the heartbeat and throws MissionStopped once a stop was requested. */
  progress(percent: number): Promise<void>;
  /**
   * Aborted, with a MissionStopped as its reason, within about a second of a stop being requested: a
   * mission that waits (a rate limit, a slow remote) passes it to the wait, so that a stop ends the wait.
   */
  signal: AbortSignal;
  /** Attaches the produced file (stored under the exports bucket) to the mission. */
  setResult(file: string, downloadName: string): void;
};

export type TMissionKind = {
  kind: string;
  name: Record<TLanguage, string>;
  /** false when only its own screen may start it again (a shop's sync: one per shop at a time). */
  repeatable?: boolean;
  run(run: TMissionRun): Promise<void>;
};

/** What missions do (syncs, imports), provided in module descriptors; exports come from `exportSources`. */
export const missionKinds = defineRegistry<TMissionKind>("missions.kinds", (k) => k.kind);

export function missionKind(kind: string): TMissionKind | undefined {
  if (!kind.startsWith("export:")) return missionKinds.get(kind);
  const source = exportSources.get(kind.slice("export:".length));
  return source && exportMissionKind(source);
}
