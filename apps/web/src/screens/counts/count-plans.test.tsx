import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt } from "../../test/render-at.tsx";
import { signedInAs } from "../../test/signed-in.ts";
import { mockCountsScreens, page, plan, task } from "./counts-fixtures.ts";
import { CountsScreen } from "./counts-screen.tsx";

await i18nReady;

const { api } = mockCountsScreens();

const closed = plan({
  id: "pl-2",
  code: "CC202605300002",
  kind: "not_counted",
  status: "closed",
  scope: "Not counted for 90 days",
  progress: { total: 5, open: 0, counting: 0, recount: 0, review: 0, accurate: 4, adjusted: 1, cancelled: 0 },
});

beforeEach(() => {
  api.plans.mockResolvedValue(page([plan(), closed]));
  api.cancelPlan.mockResolvedValue(plan({ status: "cancelled" }));
  api.settings.mockResolvedValue({ recount_threshold: 2, approval_limit: "500.00" });
  api.saveSettings.mockResolvedValue({ recount_threshold: 5, approval_limit: "250.50" });
});

const rowOf = (code: string) => screen.getByText(code).closest("tr") as HTMLElement;
const lastQuery = () => api.plans.mock.lastCall?.[0];

async function showPlans(role: "provider" | "operator" = "provider") {
  signedInAs(role);
  renderAt("/p/counts", <CountsScreen />);
  const table = await screen.findByTestId("count-plans");
  await within(table).findByText("CC202606010001");
  return table;
}

describe("the count plans", () => {
  it("lists each plan with what it counts, its progress and what waits, and row buttons for an open one", async () => {
    await showPlans();
    const open = rowOf("CC202606010001");
    for (const text of ["LAX1", "Zone", "Zone A", "12 / 40 counted", "3 in review", "1 to recount", "Open"])
      expect(within(open).getByText(text)).toBeTruthy();
    const done = rowOf("CC202605300002");
    for (const text of ["Not counted lately", "Not counted for 90 days", "5 / 5 counted", "Closed"])
      expect(within(done).getByText(text)).toBeTruthy();
    expect(within(done).queryByRole("button", { name: "Cancel plan CC202605300002…" })).toBeNull();
    expect(within(open).getByRole("button", { name: "Cancel plan CC202606010001…" })).toBeTruthy();
  });

  it("sends the search, the filters and the sort to the server", async () => {
    await showPlans();
    const search = screen.getByLabelText("Plan code or note");
    fireEvent.change(search, { target: { value: " CC2026 " } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ keyword: "CC2026" })));
    await chooseOption("Status", "Closed");
    await chooseOption("Kind", "Location range");
    await chooseOption("Warehouse", "NYC1 · New York");
    await waitFor(() =>
      expect(lastQuery()).toEqual(
        expect.objectContaining({ status: "closed", kind: "locations", warehouse_id: "w-2" }),
      ),
    );
    fireEvent.click(screen.getByRole("columnheader", { name: "Plan" }));
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ sort: "code", order: "asc" })));
  });

  it("cancels an open plan after asking", async () => {
    await showPlans();
    fireEvent.click(
      within(rowOf("CC202606010001")).getByRole("button", { name: "Cancel plan CC202606010001…" }),
    );
    const dialog = await screen.findByTestId("count-plan-cancel-modal");
    expect(within(dialog).getByText("Cancel count plan CC202606010001?")).toBeTruthy();
    fireEvent.click(screen.getByTestId("count-plan-cancel-ok"));
    await waitFor(() => expect(api.cancelPlan).toHaveBeenCalledWith({ plan_id: "pl-1" }));
  });

  it("opens a plan's locations in a drawer, and its count in the Count tab", async () => {
    api.tasks.mockResolvedValue(page([task({ status: "review", counted_by: "demo-operator" })]));
    await showPlans();
    fireEvent.click(
      within(rowOf("CC202606010001")).getByRole("button", { name: "Locations of plan CC202606010001" }),
    );
    const tasks = await screen.findByTestId("count-plan-tasks");
    await waitFor(() =>
      expect(api.tasks).toHaveBeenCalledWith({ plan_id: "pl-1", cur_page: 1, page_size: 50 }),
    );
    for (const text of ["A-01-01", "Review", "demo-operator"])
      expect(await within(tasks).findByText(text)).toBeTruthy();
    fireEvent.click(
      within(rowOf("CC202606010001")).getByRole("button", { name: "Count plan CC202606010001" }),
    );
    expect(await screen.findByTestId("count-scan")).toBeTruthy();
  });

  it("lets the provider alone set the count rules", async () => {
    await showPlans();
    fireEvent.click(screen.getByRole("button", { name: /Count rules$/ }));
    const dialog = await screen.findByTestId("count-settings-modal");
    // The form is reset (its fields drawn anew) once the rules are read.
    const limit = () => within(dialog).getByLabelText("Approval limit (value)") as HTMLInputElement;
    await waitFor(() => expect(limit().value).toBe("500.00"));
    fireEvent.change(limit(), { target: { value: "250.5a" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter an amount such as 100 or 250.50")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Recount threshold (units)"), { target: { value: "5" } });
    fireEvent.change(limit(), { target: { value: "250.50" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.saveSettings).toHaveBeenCalledWith({ recount_threshold: 5, approval_limit: "250.50" }),
    );
  });

  it("shows an operator no count rules", async () => {
    await showPlans("operator");
    expect(screen.queryByRole("button", { name: /Count rules$/ })).toBeNull();
  });
});
