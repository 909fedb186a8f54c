// The module's public surface: other modules import this file and nothing else of the module
// (the import rule in apps/server/scripts/check-boundaries.ts fails the build otherwise).
export { loadSiteConfig } from "./site.config.ts";
export { siteRoutes } from "./site.routes.ts";
export { registerSitePages } from "./site-pages.routes.ts";
