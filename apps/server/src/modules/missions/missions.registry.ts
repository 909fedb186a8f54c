import type { TLanguage } from "@wms/contracts";
import type { TAppContext } from "../../platform/context.ts";
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
  /** Attaches the produced file (stored under the exports bucket) to the mission. */
  setResult(file: string, downloadName: string): void;
};

export type TMissionKind = {
  name: Record<TLanguage, string>;
  run(run: TMissionRun): Promise<void>;
};

const kinds = new Map<string, TMissionKind>();

/** Domains register what their missions do (exports, syncs, imports) at module load. */
export function registerMissionKind(kind: string, definition: TMissionKind): void {
  if (kinds.has(kind)) throw new Error(`mission kind ${kind} registered twice`);
  kinds.set(kind, definition);
}

export function missionKind(kind: string): TMissionKind | undefined {
  return kinds.get(kind);
}
