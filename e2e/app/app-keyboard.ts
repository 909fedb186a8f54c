import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Keyboard-only driving, as a floor worker with a keyboard-wedge scanner works: the scanner types a code
 * and presses Enter into the focused field; everything else is Tab, Enter, Space and Escape.
 */

/** Types `text` and presses Enter, as the scanner does. */
export async function scan(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

/**
 * Presses Tab (Shift+Tab with `back`, for a target above the focus) until `target` (or something inside it)
 * has the focus; fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  const max = options.max ?? 120;
  for (let presses = 0; presses <= max; presses++) {
    const focused = await target.evaluate(
      (el) => el === document.activeElement || el.contains(document.activeElement),
    );
    if (focused) return;
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} never got the focus in ${max} presses of Tab`);
}

const pointerCount = "wms.e2e.pointerEvents";

/**
 * From the next navigation on, counts every pointer press the page receives (a mouse, a pen or a touch; a
 * keyboard's Enter or Space on a button fires a click but no pointer press). The count survives navigations
 * of the tab; `expectNoPointer` checks it is still 0.
 */
export async function countPointerPresses(page: Page) {
  await page.addInitScript((key) => {
    const count = () => {
      sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
    };
    for (const type of ["pointerdown", "mousedown", "touchstart"])
      window.addEventListener(type, count, { capture: true });
  }, pointerCount);
}

export async function expectNoPointer(page: Page) {
  const presses = await page.evaluate((key) => Number(sessionStorage.getItem(key) ?? 0), pointerCount);
  expect(presses, "pointer presses during a keyboard-only flow").toBe(0);
}
