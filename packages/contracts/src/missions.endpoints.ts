import { endpoint } from "./endpoint.ts";
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

const tag = "missions";
const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const missionsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "mission/query-missions",
    summary: "List the caller's tasks (imports and exports)",
    tag,
    access: "signedIn",
    input: ZMissionListQuery,
    output: ZPage(ZMission),
  }),
  detail: endpoint({
    method: "GET",
    path: "mission/query-mission",
    summary: "Read one task",
    tag,
    access: "signedIn",
    input: ZMissionId,
    output: ZMission,
  }),
  stop: endpoint({
    method: "PUT",
    path: "mission/stop-mission",
    summary: "Stop a pending or running export",
    tag,
    access: "signedIn",
    input: ZMissionId,
    output: ZMission,
  }),
  reset: endpoint({
    method: "PUT",
    path: "mission/reset-mission",
    summary: "Run an ended export again from the start",
    tag,
    access: "signedIn",
    input: ZMissionId,
    output: ZMission,
    success: "accepted",
  }),
  startExport: endpoint({
    method: "POST",
    path: "mission/start-export",
    summary: "Start an export of a list (a task)",
    tag,
    access: "signedIn",
    input: ZStartExportRequest,
    output: ZMission,
    success: "accepted",
    message: "mission.started",
  }),
  // The spec's file download: a mission's result, to the mission's owner only.
  file: endpoint({
    method: "GET",
    path: "get-file",
    summary: "Download a task's result file (xlsx)",
    tag,
    access: "signedIn",
    input: ZResultFileQuery,
    output: { file: xlsx },
  }),
  // A short-lived signed link to the same file, for a plain link or a new tab (no header, no token in the URL).
  fileLink: endpoint({
    method: "GET",
    path: "get-file-link",
    summary: "Get a short-lived signed link to a task's result file",
    tag,
    access: "signedIn",
    input: ZResultFileQuery,
    output: ZResultFileLink,
  }),
  // The spec's get-file-independently: the file behind a signed link from get-file-link, until it expires.
  signedFile: endpoint({
    method: "GET",
    path: "get-file-independently",
    summary: "Download a task's result file through a signed link (xlsx)",
    tag,
    access: "public",
    input: ZSignedFileQuery,
    output: { file: xlsx },
  }),
};
