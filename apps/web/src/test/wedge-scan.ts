import { fireEvent } from "@testing-library/react";

/** What a keyboard-wedge scanner does: types the code into the field and presses (and lets go of) Enter. */
export function wedgeScan(field: HTMLElement, code: string) {
  fireEvent.change(field, { target: { value: code } });
  fireEvent.keyDown(field, { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.keyUp(field, { key: "Enter", code: "Enter", keyCode: 13 });
}
