import { defineModule } from "../../kernel/module.ts";
import { userSettingsReader } from "../auth/index.ts";
import { settingsRoutes } from "./settings.routes.ts";
import { defaultSettingsOf } from "./settings.service.ts";
import * as tables from "./settings.tables.ts";

export const settingsModule = defineModule({
  name: "settings",
  routes: settingsRoutes,
  tables,
  hooks: () => [userSettingsReader.provide(defaultSettingsOf)],
});
