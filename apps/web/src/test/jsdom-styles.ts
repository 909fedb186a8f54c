/**
 * jsdom computes a style by matching every rule of every sheet against the element and each of its
 * ancestors, again after any change of the DOM. antd injects thousands of rules, so one getComputedStyle
 * took 0.2-1 s, and a screen with a table asked for a dozen (rc-table measures its width and the
 * scrollbar): most of a web test's time. jsdom lays nothing out, so of those rules only the ones that can
 * hide an element matter to a test: `display`, `visibility` (what Testing Library's queries and accessible
 * names read to leave hidden elements out) and `pointer-events` (what user-event checks before a click).
 * Each style sheet keeps exactly the rules that set one of them, so what a test sees as hidden, visible or
 * clickable is unchanged.
 */
const hiding = ["display", "visibility", "pointer-events"];

type TRuleList = { cssRules: CSSRuleList; deleteRule(index: number): void };

function keepHidingRules(list: TRuleList) {
  for (let i = list.cssRules.length - 1; i >= 0; i--) {
    const rule = list.cssRules[i] as CSSRule & Partial<CSSStyleRule> & Partial<CSSGroupingRule>;
    if (rule.style && "selectorText" in rule) {
      const style = rule.style;
      if (!hiding.some((property) => style.getPropertyValue(property) !== "")) list.deleteRule(i);
    } else if (rule.cssRules && "media" in rule) {
      keepHidingRules(rule as unknown as TRuleList);
      if (rule.cssRules.length === 0) list.deleteRule(i);
    } else list.deleteRule(i); // @keyframes, @font-face: nothing a test reads
  }
}

function pruneSheetOf(node: unknown) {
  if (node instanceof HTMLStyleElement && node.sheet) keepHidingRules(node.sheet);
}

// antd (rc-util's dynamicCSS) inserts a <style> with its text set, and later sets the text of that element
// again when a component's styles change: both are caught here, after jsdom has parsed the sheet.
// Once per worker: the worker's jsdom outlives each test file (the root vitest.config.ts: isolate: false).
const patched = Symbol.for("wms.keepHidingRules");
if (!(patched in Node.prototype)) {
  Object.defineProperty(Node.prototype, patched, { value: true });
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    const added = appendChild.call(this, node) as T;
    pruneSheetOf(node);
    return added;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    const added = insertBefore.call(this, node, child) as T;
    pruneSheetOf(node);
    return added;
  };
  const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, "innerHTML");
  if (innerHtml?.get && innerHtml.set) {
    const { get, set } = innerHtml;
    Object.defineProperty(HTMLStyleElement.prototype, "innerHTML", {
      configurable: true,
      get() {
        return get.call(this);
      },
      set(value: string) {
        set.call(this, value);
        pruneSheetOf(this);
      },
    });
  }
}
