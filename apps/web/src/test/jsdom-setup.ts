import { configure } from "@testing-library/react";

/**
 * What jsdom lacks and antd asks for, for every web test: matchMedia (antd's responsive helpers) and
 * ResizeObserver (table columns).
 */
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// antd's tables measure their columns with ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// A screen's first render in jsdom (antd's styles) takes seconds on a busy two-core machine: findBy and
// waitFor wait up to 5 s instead of 1 s. What they wait for is unchanged.
configure({ asyncUtilTimeout: 5000 });
