import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { oneLineCell } from "./cell-kinds.ts";
import { actionsColumn, CellText, longTextColumn, textColumn, twoLineColumn } from "./columns.tsx";
import { timeColumn } from "./time-column.ts";

afterEach(cleanup);

type TRow = { id: string; name: string; country: string; created_at: number };
const row: TRow = { id: "1", name: "A very long consignee name, Apt 12", country: "US", created_at: 1 };

/** What a column's render draws for `row`. */
function cell(column: { render?: (value: unknown, row: TRow, index: number) => unknown }) {
  return render(column.render?.(undefined, row, 0) as ReactNode).container;
}

describe("a long text cell", () => {
  it("keeps the whole text in the cell and in its title, and shows a dash for none", () => {
    const shown = cell(longTextColumn<TRow>("name", "Name", (r) => r.name));
    const text = shown.querySelector(".wms-cell-text");
    expect(text?.textContent).toBe(row.name);
    expect(text?.getAttribute("title")).toBe(row.name);
    cleanup();
    const none = render(<CellText text="" />).container.querySelector(".wms-cell-text");
    expect(none?.textContent).toBe("—");
    expect(none?.hasAttribute("title")).toBe(false);
  });

  it("is what a text column with `ellipsis` draws, with the preferred width of the kind", () => {
    const column = textColumn<TRow>("name", "Name", { ellipsis: true, sorter: true });
    expect(column).toMatchObject({ key: "name", sorter: true, width: 200 });
    expect(column.ellipsis).toBeUndefined();
    expect(cell(column).querySelector(".wms-cell-text")?.getAttribute("title")).toBe(row.name);
  });

  it("draws two texts of the row, each with its title", () => {
    const shown = cell(
      twoLineColumn<TRow>(
        "consignee",
        "Consignee",
        (r) => r.name,
        (r) => r.country,
      ),
    );
    expect([...shown.querySelectorAll(".wms-cell-text")].map((e) => e.getAttribute("title"))).toEqual([
      row.name,
      "US",
    ]);
  });
});

describe("one-line columns", () => {
  it("keeps times and the fixed row buttons on one line; the buttons' column asks no more than their width", () => {
    expect(timeColumn<"created_at", TRow>("created_at", "Created").className).toBe(oneLineCell);
    const actions = actionsColumn<TRow>("Actions", () => "Edit");
    expect(actions).toMatchObject({ key: "actions", fixed: "right", width: 1, className: oneLineCell });
  });
});
