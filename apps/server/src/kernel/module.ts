import type { THookContribution } from "./hooks.ts";
import type { TModuleRoutes } from "./http/route-kit.ts";

/**
 * What a module brings to the app: its routes under /api, its sockets under /ws, its tables (the
 * migrations are generated from every module's tables) and what it adds to other modules' extension
 * points. `app/modules.ts` lists the descriptors; nothing else wires modules together.
 */
export type TModuleDescriptor = {
  name: string;
  routes?: TModuleRoutes;
  sockets?: TModuleRoutes;
  tables?: Record<string, unknown>;
  /** A function, so that a module's index can be imported in any order: it runs at install time. */
  hooks?: () => THookContribution[];
};

export function defineModule(descriptor: TModuleDescriptor): TModuleDescriptor {
  return descriptor;
}

/** Installs every module's hook contributions; running it again (a second app in one process) is harmless. */
export function installHooks(modules: readonly TModuleDescriptor[]): void {
  for (const module of modules) for (const contribution of module.hooks?.() ?? []) contribution.install();
}
