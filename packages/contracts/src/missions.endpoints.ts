import { Code } from "./codes.ts";
import { endpointGroup, fileAnswer } from "./endpoint.ts";
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

const api = endpointGroup({ tag: "missions", access: "signedIn" });

export const missionsEndpoints = {
  list: api.get("mission/query-missions", ZMissionListQuery, ZPage(ZMission), {
    summary: "List the caller's tasks (imports and exports)",
  }),
  detail: api.get("mission/query-mission", ZMissionId, ZMission, { summary: "Read one task" }),
  stop: api.put("mission/stop-mission", ZMissionId, ZMission, {
    summary: "Stop a pending or running export",
  }),
  reset: api.put("mission/reset-mission", ZMissionId, ZMission, {
    summary: "Run an ended export again from the start",
    success: "accepted",
  }),
  startExport: api.post("mission/start-export", ZStartExportRequest, ZMission, {
    summary: "Start an export of a list (a task)",
    success: "accepted",
    message: "mission.started",
  }),
  // The spec's file download: a mission's result, to the mission's owner only.
  file: api.get("get-file", ZResultFileQuery, fileAnswer.xlsx, {
    summary: "Download a task's result file (xlsx)",
  }),
  // A short-lived signed link to the same file, for a plain link or a new tab (no header, no token in the URL).
  fileLink: api.get("get-file-link", ZResultFileQuery, ZResultFileLink, {
    summary: "Get a short-lived signed link to a task's result file",
  }),
  // The spec's get-file-independently: the file behind a signed link from get-file-link, until it expires.
  signedFile: api.get("get-file-independently", ZSignedFileQuery, fileAnswer.xlsx, {
    summary: "Download a task's result file through a signed link (xlsx)",
    access: "public",
    // 4003: the link's signature is wrong or it has expired.
    errors: [Code.forbidden],
  }),
};
