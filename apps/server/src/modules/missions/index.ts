// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).
export { startExport } from "./exports.ts";
export type { TMissionKind, TMissionRow, TMissionRun } from "./missions.registry.ts";
export { MissionStopped, missionKinds } from "./missions.registry.ts";
export { findMission, lastOwnMission } from "./missions.repository.ts";
export {
  createMission,
  localised as localisedMission,
  presentMission,
  queueMission,
  requestStop,
  underWay,
} from "./missions.service.ts";
export { trackImport } from "./missions.tracked.ts";
export { startMissionWorker } from "./missions.worker.ts";
