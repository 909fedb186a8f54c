import { defineModule } from "../../kernel/module.ts";
import { systemMailHolds } from "../mail/index.ts";
import { shippedDigestHold } from "./digests.service.ts";
import * as tables from "./digests.tables.ts";

export const digestsModule = defineModule({
  name: "digests",
  tables,
  hooks: () => [systemMailHolds.provide(shippedDigestHold)],
});
