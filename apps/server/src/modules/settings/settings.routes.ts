import { settingsEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as settings from "./settings.service.ts";

export const settingsRoutes = defineRoutes((route, { db }) => {
  route(api.preferences, ({ scope, input }) => settings.getPreferences(db, scope, input.provider_uuid));
  route(api.savePreferences, ({ scope, input }) => settings.savePreferences(db, scope, input));
  route(api.contactInfo, ({ scope }) => settings.getContactInfo(db, scope));
  route(api.saveContactInfo, ({ scope, input }) => settings.updateContactInfo(db, scope, input));
});
