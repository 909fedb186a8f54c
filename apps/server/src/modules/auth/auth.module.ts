import { sessionLookup } from "../../kernel/access/session.ts";
import { defineModule } from "../../kernel/module.ts";
import { findSessionByTokenHash } from "./auth.repository.ts";
import { authRoutes } from "./auth.routes.ts";
import * as tables from "./auth.tables.ts";

export const authModule = defineModule({
  name: "auth",
  routes: authRoutes,
  tables,
  hooks: () => [sessionLookup.provide(findSessionByTokenHash)],
});
