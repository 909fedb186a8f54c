import { outgoingMailEndpoints as api } from "@wms/contracts";
import { defineRoutes } from "../../kernel/http/route-kit.ts";
import * as svc from "./outgoing-mail.service.ts";

export const outgoingMailRoutes = defineRoutes((route, { db }) => {
  route(api.list, ({ scope, input }) => svc.listOutgoingMail(db, scope, input));
  route(api.sendAgain, ({ scope, input }) => svc.sendAgain(db, scope, input.id));
});
