import { storageEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as storage from "./storage.service.ts";

export const storageRoutes = defineRoutes((route, { db }) => {
  route(api.save, ({ scope, input }) => storage.addStorage(db, scope, input));
  route(api.list, ({ scope, input }) => storage.queryStorage(db, scope, input));
  route(api.definitions, ({ scope, input }) =>
    storage.queryStorageDefinition(db, scope, input.provider_uuid),
  );
  route(api.relatedProducts, ({ scope, input }) => storage.relatedProducts(db, scope, input));
});
