import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * Mends what antd and its rc components do for screen readers with no option to change it.
 *
 * 1. A few labels are in English whatever the locale: the table's "Select all" and "Select row N" boxes,
 *    the number input's "Increase Value" / "Decrease Value" steps, and every icon's English name
 *    (`role="img" aria-label="plus"`). The labels are put in the user's language (the rule table below);
 *    an icon leaves the accessibility tree where the control around it is named already (its text or its
 *    own label), so "plus Create" is read "Create". Icons that are a control's only content keep their
 *    name: label such a control yourself (`IconAction`, `DeleteAction`).
 * 2. A table with a horizontal scroll measures its columns in an `aria-hidden` row that copies the column
 *    titles, the select-all box included: a focusable box nobody can see or hear. The row is made `inert`.
 * 3. Tabs put `role="tablist"` on the whole tab bar, which also holds the bar's extra content and the "more"
 *    button of tabs that do not fit: buttons a tablist may not contain. The role moves to the list of tabs.
 */
const labelRules: { english: RegExp; key: string }[] = [
  { english: /^Select all$/, key: "a11y.selectAll" },
  { english: /^Select row (\d+)$/, key: "a11y.selectRow" },
  { english: /^Increase Value$/, key: "a11y.increase" },
  { english: /^Decrease Value$/, key: "a11y.decrease" },
];

/** The original English label, kept so a change of language can translate it again. */
const englishAttribute = "data-aria-en";

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

function localise(element: Element, t: TTranslate) {
  const english = element.getAttribute(englishAttribute) ?? element.getAttribute("aria-label");
  if (!english) return;
  for (const rule of labelRules) {
    const match = rule.english.exec(english);
    if (!match) continue;
    const label = t(rule.key, { row: match[1] });
    element.setAttribute(englishAttribute, english);
    if (element.getAttribute("aria-label") !== label) element.setAttribute("aria-label", label);
    return;
  }
}

/** An antd icon inside a control that has a name without it is decoration. */
function quietIcon(icon: Element) {
  const control = icon.parentElement?.closest("button, a, [role=button], [role=menuitem], [role=tab]");
  if (!control) return;
  const named = control.hasAttribute("aria-label") || (control.textContent ?? "").trim() !== "";
  if (!named) return;
  icon.removeAttribute("role");
  icon.removeAttribute("aria-label");
  icon.setAttribute("aria-hidden", "true");
}

const labelled = `[aria-label], [${englishAttribute}]`;
const antdIcon = ".anticon[role=img]";
const measureRow = ".ant-table-measure-row";
const tabBar = ".ant-tabs-nav[role=tablist]";

function tabListOnTabsOnly(bar: Element) {
  const list = bar.querySelector(":scope .ant-tabs-nav-list");
  if (!list) return;
  list.setAttribute("role", "tablist");
  const orientation = bar.getAttribute("aria-orientation");
  if (orientation) list.setAttribute("aria-orientation", orientation);
  bar.removeAttribute("role");
  bar.removeAttribute("aria-orientation");
}

/** `root` itself when it matches, and what inside it does. */
function matching(root: Element, selector: string): Iterable<Element> {
  return root.matches(selector)
    ? [root, ...root.querySelectorAll(selector)]
    : root.querySelectorAll(selector);
}

function sweep(root: Element, t: TTranslate) {
  for (const element of matching(root, labelled)) localise(element, t);
  for (const icon of matching(root, antdIcon)) quietIcon(icon);
  for (const row of matching(root, measureRow)) row.setAttribute("inert", "");
  for (const bar of matching(root, tabBar)) tabListOnTabsOnly(bar);
}

/** Applies the mends above to what antd draws, in the user's language, while mounted (once, in AntdProviders). */
export function AntdA11y() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sweep when the language changes
  useEffect(() => {
    const translate: TTranslate = (key, options) => t(key, options ?? {});
    sweep(document.body, translate);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes") localise(record.target as Element, translate);
        for (const node of record.addedNodes) if (node instanceof Element) sweep(node, translate);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-label"],
    });
    return () => observer.disconnect();
  }, [t, i18n.language]);
  return null;
}
