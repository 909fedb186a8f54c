import { tenancyEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import { listAllProviders } from "./tenancy.repository.ts";
import * as tenancy from "./tenancy.service.ts";

export const tenancyRoutes = defineRoutes((route, { db }) => {
  // Public: the sign-up form's supplier choice lists providers before anyone is signed in.
  route(api.all, () => listAllProviders(db));
  route(api.detail, ({ scope, input }) => tenancy.providerDetail(db, scope, input.provider_uuid));
  route(api.linked, ({ scope, input }) => tenancy.linkedProviders(db, scope, input));
  route(api.addProvider, ({ scope, input }) => tenancy.addProvider(db, scope, input.provider_uuid));
});
