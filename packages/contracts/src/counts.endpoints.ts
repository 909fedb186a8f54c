import { z } from "zod";
import {
  ZApproveCountAnswer,
  ZApproveCountRequest,
  ZCountFigures,
  ZCountFiguresQuery,
  ZCountPlan,
  ZCountPlanIdRequest,
  ZCountPlanQuery,
  ZCountSettings,
  ZCountTask,
  ZCountTaskDetail,
  ZCountTaskIdRequest,
  ZCountTaskQuery,
  ZCreateCountPlanRequest,
  ZRaiseFloorCountRequest,
  ZScanCountLocationRequest,
  ZSendBackCountRequest,
  ZSubmitCountRequest,
} from "./counts.ts";
import { endpointGroup } from "./endpoint.ts";
import { ZPage } from "./envelope.ts";

/** Cycle counts are the warehouse's: its staff plan, count and review; the provider sets the rules. */
const api = endpointGroup({ tag: "counts", access: ["provider", "operator"] });

export const countsEndpoints = {
  plans: api.get("counts/query-count-plans", ZCountPlanQuery, ZPage(ZCountPlan), {
    summary: "List count plans with their progress",
  }),
  createPlan: api.post("counts/create-count-plan", ZCreateCountPlanRequest, ZCountPlan, {
    summary:
      "Plan a cycle count (a zone, a location range, SKUs, a customer's stock, or locations not counted for N days): one task per location, in walks",
    success: "created",
  }),
  raiseFloor: api.post("counts/raise-floor-count", ZRaiseFloorCountRequest, ZCountPlan, {
    summary:
      "Ask for locations to be counted from the floor (a short pick, a location found empty, a surprise at putaway)",
    success: "created",
  }),
  cancelPlan: api.post("counts/cancel-count-plan", ZCountPlanIdRequest, ZCountPlan, {
    summary: "Cancel a count plan's unfinished tasks (what was approved stays posted)",
    message: "saved",
  }),
  tasks: api.get("counts/query-count-tasks", ZCountTaskQuery, ZPage(ZCountTask), {
    summary: "List count tasks in walk order (the floor's list, the review's list)",
  }),
  task: api.get("counts/query-count-task", ZCountTaskIdRequest, ZCountTaskDetail, {
    summary: "Read one count task with its lines (expected figures once it is counted)",
  }),
  scan: api.post("counts/scan-count-location", ZScanCountLocationRequest, ZCountTask, {
    summary: "Scan a location of a plan: starts its blind count and snapshots the ledger",
    message: "saved",
  }),
  submit: api.post("counts/submit-count", ZSubmitCountRequest, ZCountTask, {
    summary: "Submit what was counted at the scanned location (SKU or lot and quantity)",
    message: "saved",
  }),
  approve: api.post("counts/approve-count", ZApproveCountRequest, ZApproveCountAnswer, {
    summary:
      "Approve counted variances: posted through the ledger as count adjustments; orders holding more than was found become exceptions",
    message: "saved",
  }),
  sendBack: api.post(
    "counts/send-back-count",
    ZSendBackCountRequest,
    z.object({ tasks: z.array(ZCountTask) }),
    {
      summary: "Send counted locations back for a recount by another operator",
      message: "saved",
    },
  ),
  figures: api.get("counts/query-count-figures", ZCountFiguresQuery, ZCountFigures, {
    summary:
      "Count accuracy, value of count adjustments by month and customer, locations never counted (the dashboard's counts card)",
  }),
  settings: api.get("counts/query-count-settings", null, ZCountSettings, {
    summary: "The recount threshold and the approval limit",
  }),
  saveSettings: api.post("counts/save-count-settings", ZCountSettings, ZCountSettings, {
    summary: "Set the recount threshold and the value above which the provider approves",
    access: ["provider"],
    message: "saved",
  }),
};
