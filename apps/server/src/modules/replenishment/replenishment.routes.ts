import { replenishmentEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { deletePickFace, listPickFaces, savePickFace } from "./replenishment.faces.ts";
import { replenishNow } from "./replenishment.plan.ts";
import { cancelReplenishment, confirmReplenishment, listReplenishments } from "./replenishment.tasks.ts";

export const replenishmentRoutes = defineRoutes((route, { db }) => {
  route(api.faces, ({ scope, input }) => listPickFaces(db, scope, input));
  route(api.saveFace, ({ scope, input }) => savePickFace(db, scope, input));
  route(api.deleteFace, ({ scope, input }) => deletePickFace(db, scope, input.id));
  route(api.list, ({ scope, input }) => listReplenishments(db, scope, input));
  route(api.run, ({ scope, input }) => replenishNow(db, scope, input));
  route(api.confirm, ({ scope, input }) => confirmReplenishment(db, scope, input));
  route(api.cancel, ({ scope, input }) => cancelReplenishment(db, scope, input));
});
