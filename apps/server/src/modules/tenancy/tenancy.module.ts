import { tenantMembership } from "../../kernel/access/access-scope.ts";
import { defineModule } from "../../kernel/module.ts";
import { findMembership } from "./tenancy.repository.ts";
import { tenancyRoutes } from "./tenancy.routes.ts";
import * as tables from "./tenancy.tables.ts";

export const tenancyModule = defineModule({
  name: "tenancy",
  routes: tenancyRoutes,
  tables,
  hooks: () => [tenantMembership.provide(findMembership)],
});
