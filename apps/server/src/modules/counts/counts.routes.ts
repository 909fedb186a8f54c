import { countsEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { countFigures } from "./counts.figures.ts";
import { scanCountLocation, submitCount } from "./counts.floor.ts";
import { requestFloorCount } from "./counts.floor-raised.ts";
import { cancelCountPlan, listCountPlans } from "./counts.plan-list.ts";
import { createCountPlan } from "./counts.plans.ts";
import { approveCounts, sendBackCounts } from "./counts.review.ts";
import { readCountSettings, saveCountSettings } from "./counts.settings.ts";
import { countTaskDetail, listCountTasks } from "./counts.task-list.ts";

export const countsRoutes = defineRoutes((route, { db }) => {
  route(api.plans, ({ scope, input }) => listCountPlans(db, scope, input));
  route(api.createPlan, ({ scope, input }) => createCountPlan(db, scope, input));
  route(api.raiseFloor, ({ scope, input }) => requestFloorCount(db, scope, input));
  route(api.cancelPlan, ({ scope, input }) => cancelCountPlan(db, scope, input.plan_id));
  route(api.tasks, ({ scope, input }) => listCountTasks(db, scope, input));
  route(api.task, ({ scope, input }) => countTaskDetail(db, scope, input.task_id));
  route(api.scan, ({ scope, input }) => scanCountLocation(db, scope, input));
  route(api.submit, ({ scope, input }) => submitCount(db, scope, input));
  route(api.approve, ({ scope, input }) => approveCounts(db, scope, input));
  route(api.sendBack, ({ scope, input }) => sendBackCounts(db, scope, input));
  route(api.figures, ({ scope, input }) => countFigures(db, scope, input));
  route(api.settings, ({ scope }) => readCountSettings(db, scope));
  route(api.saveSettings, ({ scope, input }) => saveCountSettings(db, scope, input));
});
