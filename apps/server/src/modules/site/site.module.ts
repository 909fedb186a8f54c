import { defineModule } from "../../kernel/module.ts";
import * as tables from "./site.tables.ts";

/** The marketing site's data (licences, checkout); its routes are served by app/site-app.ts on the site's own port. */
export const siteModule = defineModule({
  name: "site",
  tables,
});
