import { configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { missingKeyReport } from "../i18n/missing-key.ts";

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

// A screen that asks for a translation key no catalogue has fails its test (i18n.ts reports it).
const missingKeys: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].startsWith(missingKeyReport)) missingKeys.push(args[0]);
  consoleError(...args);
};
afterEach(() => {
  const found = missingKeys.splice(0);
  if (found.length > 0) throw new Error(found.join("\n"));
});
