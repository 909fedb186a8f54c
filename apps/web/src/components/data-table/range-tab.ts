import type { KeyboardEvent } from "react";

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * antd's RangePicker sends the focus back to an empty start field whenever its end field gets it, so Tab from
 * an empty start never leaves the picker: a keyboard trap. Given as the capture-phase key handler of an element
 * around the picker, this moves Tab from an empty start to the first focusable element after the picker (the
 * popup closes as the field loses the focus). Tab from a filled start, and Shift+Tab, keep their own way.
 */
export function leaveEmptyRangeOnTab(event: KeyboardEvent<HTMLElement>) {
  const field = event.target;
  const around = event.currentTarget;
  if (event.key !== "Tab" || event.shiftKey || !(field instanceof HTMLInputElement) || field.value !== "")
    return;
  if (around.querySelector("input") !== field) return;
  const after = [...document.querySelectorAll<HTMLElement>(tabbable)].find(
    (el) =>
      !around.contains(el) &&
      el.getClientRects().length > 0 &&
      Boolean(around.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  if (!after) return;
  event.preventDefault();
  event.stopPropagation();
  after.focus();
}
