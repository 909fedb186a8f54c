import { packagingEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as svc from "./packaging.service.ts";

export const packagingRoutes = defineRoutes((route, { db }) => {
  route(api.list, ({ scope, input }) => svc.listPackagingMaterials(db, scope, input));
  route(api.create, ({ scope, input }) => svc.createPackagingMaterial(db, scope, input));
  route(api.update, ({ scope, input }) => svc.updatePackagingMaterial(db, scope, input));
  route(api.remove, ({ scope, input }) =>
    svc.deletePackagingMaterial(db, scope, input.packaging_material_id),
  );
});
