import { type ComponentType, createElement, lazy } from "react";
import { loadChunk } from "./chunk-load.ts";

/** A component whose code loads on first use, or earlier through `preload()`. */
export type TLazyScreen<P extends object = object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * Like React's `lazy`, with a `preload()` that main.tsx calls for the first screen before the first render.
 * A screen whose code is already in renders at once instead of suspending: React reveals a suspended
 * boundary no sooner than 300 ms after its fallback appeared (its fallback throttle), so a first page that
 * suspended twice (the signed-in frame, then its screen) sat idle for that long with everything loaded.
 * A screen that did suspend is not remounted when its code arrives: React matches a resolved lazy element
 * with its component (lazy-screen.test.tsx).
 * A download that fails is tried again, then the page reloads once for a new build (chunk-load.ts); what
 * still fails reaches the screen's error boundary.
 */
export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): TLazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= loadChunk(load).then(
      (module) => {
        loaded = pick(module);
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // a later attempt downloads again (e.g. after a network blip)
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function LazyScreen(props: P) {
    return createElement(loaded ?? Suspending, props);
  }
  return Object.assign(LazyScreen, { preload });
}
