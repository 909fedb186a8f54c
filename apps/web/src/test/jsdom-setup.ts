import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { changeLanguage, currentLanguage, i18nReady } from "../i18n/i18n.ts";
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

// A screen that asks for a translation key no catalogue has fails its test (i18n.ts reports it). This file runs
// again for each test file in the same worker: console.error is wrapped once, and this file's hook reads
// what was reported since its last test.
const missingKeys: string[] = [];
const consoleError = console.error as typeof console.error & { missingKeys?: string[] };
if (consoleError.missingKeys) consoleError.missingKeys = missingKeys;
else {
  const wrapped = Object.assign(
    (...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].startsWith(missingKeyReport))
        wrapped.missingKeys.push(args[0]);
      consoleError(...args);
    },
    { missingKeys },
  );
  console.error = wrapped;
}
afterEach(() => {
  const found = missingKeys.splice(0);
  if (found.length > 0) throw new Error(found.join("\n"));
});

// A worker runs many test files in one jsdom with one module graph (root vitest.config.ts: isolate: false), so
// each file starts as a fresh page would: the texts in, in English, and ends leaving no rendered tree,
// storage, URL, stubbed global, spy or fake clock to the next file (the language cookie is set again
// with the language).
// The texts are loaded here, before the test file's own imports: a catalogue still loading while the file
// imports its modules left a vi.mock unapplied now and then (the screen called the real module's twin).
await i18nReady;
if (currentLanguage() !== "en_us") await changeLanguage("en_us");
afterEach(() => cleanup());
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});
