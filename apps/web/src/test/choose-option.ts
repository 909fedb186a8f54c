import { fireEvent, screen } from "@testing-library/react";

/**
 * Picks `option` in the antd Select labelled `label` (its aria-label), inside `within` (a row of a form list)
 * or the page: opens the select as a pointer does, then clicks the option in the list it opened.
 */
export async function chooseOption(label: string, option: string, within: HTMLElement = document.body) {
  const combobox = within.querySelector(`[aria-label="${label}"]`);
  const select = combobox?.closest(".ant-select");
  if (!select) throw new Error(`no select labelled ${label}`);
  fireEvent.mouseDown(select.querySelector(".ant-select-content") ?? select);
  const listId = combobox?.getAttribute("aria-controls") ?? combobox?.getAttribute("aria-owns");
  const found = await screen.findAllByText(option, { selector: ".ant-select-item-option-content" });
  const inList = found.filter(
    (el) => !listId || el.closest(".ant-select-dropdown")?.querySelector(`#${listId}`),
  );
  const target = (inList.length > 0 ? inList : found).at(-1);
  if (!target) throw new Error(`no option ${option}`);
  fireEvent.click(target);
}
