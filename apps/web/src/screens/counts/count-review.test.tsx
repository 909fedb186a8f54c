import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { renderAt } from "../../test/render-at.tsx";
import { signedInAs } from "../../test/signed-in.ts";
import { mockCountsScreens, page, reviewTask, taskDetail } from "./counts-fixtures.ts";
import { CountsScreen } from "./counts-screen.tsx";

await i18nReady;

const { api } = mockCountsScreens();

/** A-01-02 is off by 900.00, above the approval limit: the provider's to approve. */
const costly = reviewTask({
  id: "t-2",
  location_code: "A-01-02",
  variance_units: 60,
  variance_value: "900.00",
  needs_provider: true,
});

beforeEach(() => {
  api.tasks.mockResolvedValue(page([reviewTask(), costly]));
  api.task.mockResolvedValue(taskDetail());
  api.approve.mockResolvedValue({
    approved: 1,
    lines: 1,
    exceptions: [{ order_id: "o-1", code: "SO-1001" }],
  });
  api.sendBack.mockResolvedValue({ tasks: [reviewTask({ status: "recount" })] });
});

const rowOf = (location: string) => screen.getByText(location).closest("tr") as HTMLElement;

async function showReview(role: "provider" | "operator", url = "/p/counts?tab=review") {
  signedInAs(role);
  renderAt(url, <CountsScreen />);
  const table = await screen.findByTestId("count-review");
  await within(table).findByText("A-01-02");
  return table;
}

describe("the review of count variances", () => {
  it("lists the locations in review with their variance, and asks the server for those only", async () => {
    await showReview("provider");
    expect(api.tasks).toHaveBeenCalledWith(expect.objectContaining({ status: "review", cur_page: 1 }));
    const row = rowOf("A-01-02");
    for (const text of ["CC202606010001", "demo-operator", "60", "USD 900.00", "Provider approves"])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(rowOf("A-01-01")).queryByText("Provider approves")).toBeNull();
  });

  it("shows a location's lines, expected against counted, when its row is expanded", async () => {
    await showReview("provider");
    fireEvent.click(within(rowOf("A-01-01")).getByRole("button", { name: /expand/i }));
    const lines = await screen.findByTestId("count-task-lines");
    await waitFor(() => expect(api.task).toHaveBeenCalledWith("t-1"));
    for (const text of ["EB-100-BLK", "Earbuds black", "ACME01", "10", "8", "-2", "USD -30.00"])
      expect(within(lines).getByText(text)).toBeTruthy();
    expect(within(lines).getByText("1 in a wave being picked at scan")).toBeTruthy();
  });

  it("approves the selected locations only with a reason, and names the orders put into exception", async () => {
    await showReview("provider");
    fireEvent.click(within(rowOf("A-01-01")).getByRole("checkbox"));
    fireEvent.click(screen.getByTestId("count-approve"));
    const dialog = await screen.findByTestId("count-approve-modal");
    expect(within(dialog).getByText(/The variance of 1 location is posted/)).toBeTruthy();
    fireEvent.click(screen.getByTestId("count-approve-ok"));
    expect(await within(dialog).findByText("Say why the stock changes")).toBeTruthy();
    expect(api.approve).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Reason"), {
      target: { value: " Found behind the shelf " },
    });
    fireEvent.click(screen.getByTestId("count-approve-ok"));
    await waitFor(() =>
      expect(api.approve).toHaveBeenCalledWith({ task_ids: ["t-1"], reason: "Found behind the shelf" }),
    );
    expect(await screen.findByText("1 location approved: 1 stock lines posted")).toBeTruthy();
    expect(
      (await screen.findAllByText("1 order held more than the count found: it is now an exception")).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText("SO-1001")).toBeTruthy();
  });

  it("keeps an operator from selecting a variance that is the provider's to approve", async () => {
    await showReview("operator");
    expect((within(rowOf("A-01-02")).getByRole("checkbox") as HTMLInputElement).disabled).toBe(true);
    expect((within(rowOf("A-01-01")).getByRole("checkbox") as HTMLInputElement).disabled).toBe(false);
  });

  it("lets the provider select it", async () => {
    await showReview("provider");
    expect((within(rowOf("A-01-02")).getByRole("checkbox") as HTMLInputElement).disabled).toBe(false);
  });

  it("approves a whole plan once it is chosen", async () => {
    await showReview("provider", "/p/counts?tab=review&plan_id=pl-1");
    expect(api.tasks).toHaveBeenCalledWith(expect.objectContaining({ status: "review", plan_id: "pl-1" }));
    fireEvent.click(await screen.findByRole("button", { name: "Approve whole plan CC202606010001…" }));
    const dialog = await screen.findByTestId("count-approve-modal");
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Quarterly count" } });
    fireEvent.click(screen.getByTestId("count-approve-ok"));
    await waitFor(() =>
      expect(api.approve).toHaveBeenCalledWith({ plan_id: "pl-1", reason: "Quarterly count" }),
    );
  });

  it("sends the selected locations back for a recount with a note", async () => {
    await showReview("operator");
    fireEvent.click(within(rowOf("A-01-01")).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: /Send back for recount…$/ }));
    const dialog = await screen.findByTestId("count-send-back-modal");
    fireEvent.change(within(dialog).getByLabelText("Note for the recount (optional)"), {
      target: { value: " Check the top shelf " },
    });
    fireEvent.click(screen.getByTestId("count-send-back-ok"));
    await waitFor(() =>
      expect(api.sendBack).toHaveBeenCalledWith({ task_ids: ["t-1"], note: "Check the top shelf" }),
    );
    expect(await screen.findByText("1 location sent back for a recount")).toBeTruthy();
  });
});
