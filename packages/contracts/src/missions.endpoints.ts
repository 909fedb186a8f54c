import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";
import {
  ZMission,
  ZMissionId,
  ZMissionListQuery,
  ZResultFileLink,
  ZResultFileQuery,
  ZSignedFileQuery,
  ZStartExportRequest,
} from "./missions.ts";

const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const api = endpointGroup({ tag: "missions", access: "signedIn" });

export const missionsEndpoints = {
  list: api.get("mission/query-missions", {
    summary: "List the caller's tasks (imports and exports)",
    input: ZMissionListQuery,
    output: ZPage(ZMission),
  }),
  detail: api.get("mission/query-mission", {
    summary: "Read one task",
    input: ZMissionId,
    output: ZMission,
  }),
  stop: api.put("mission/stop-mission", {
    summary: "Stop a pending or running export",
    input: ZMissionId,
    output: ZMission,
  }),
  reset: api.put("mission/reset-mission", {
    summary: "Run an ended export again from the start",
    input: ZMissionId,
    output: ZMission,
    success: "accepted",
  }),
  startExport: api.post("mission/start-export", {
    summary: "Start an export of a list (a task)",
    input: ZStartExportRequest,
    output: ZMission,
    success: "accepted",
    message: "mission.started",
  }),
  // The spec's file download: a mission's result, to the mission's owner only.
  file: api.get("get-file", {
    summary: "Download a task's result file (xlsx)",
    input: ZResultFileQuery,
    output: { file: xlsx },
  }),
  // A short-lived signed link to the same file, for a plain link or a new tab (no header, no token in the URL).
  fileLink: api.get("get-file-link", {
    summary: "Get a short-lived signed link to a task's result file",
    input: ZResultFileQuery,
    output: ZResultFileLink,
  }),
  // The spec's get-file-independently: the file behind a signed link from get-file-link, until it expires.
  signedFile: api.get("get-file-independently", {
    summary: "Download a task's result file through a signed link (xlsx)",
    access: "public",
    input: ZSignedFileQuery,
    output: { file: xlsx },
  }),
};
