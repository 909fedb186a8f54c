import fs from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/**
 * The browsers the end-to-end tests drive: system packages only, never a browser a tool downloads.
 *
 * Most specs run in Chromium's old headless shell (Debian: `chromium-headless-shell`, or
 * CHROMIUM_HEADLESS_SHELL). It draws the same pages with the same engine, but without the full browser's
 * compositor and GPU process; on the two-core CI machine that process and the browser's own took about
 * three quarters of a core through the whole run, and a sample of 16 specs ran in 128 s instead of 186 s
 * (docs/benchmarks.md). The shell has no PDF viewer, so a spec that checks a PDF opens in a tab of its
 * own asks for the full Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with `test.use(withPdfViewer)`.
 * Without the shell every spec runs in the full Chromium, only slower.
 */
const fullChromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL ?? "/usr/bin/chromium-headless-shell";

const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The browser of every spec: the headless shell when it is installed, else the full Chromium. */
export const defaultBrowser: LaunchOptions = {
  executablePath: fs.existsSync(headlessShell) ? headlessShell : fullChromium,
  args,
};

/** `test.use(withPdfViewer)`: the specs of this file or group open PDFs in a tab, which needs Chromium's viewer. */
export const withPdfViewer = { launchOptions: { executablePath: fullChromium, args } };
