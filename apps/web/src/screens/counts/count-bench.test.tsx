import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { wedgeScan } from "../../test/wedge-scan.ts";
import { mockCountsScreens, page, task, taskDetail } from "./counts-fixtures.ts";
import { CountsScreen } from "./counts-screen.tsx";

await i18nReady;

const { api } = mockCountsScreens();

beforeEach(() => {
  api.tasks.mockResolvedValue(page([task(), task({ id: "t-2", location_code: "A-01-02", seq: 2 })]));
  api.scan.mockResolvedValue(task({ status: "counting" }));
  api.submit.mockResolvedValue(task({ status: "accurate", counted_by: "demo-operator" }));
  // The review's detail holds expected figures: the floor must never ask for it.
  api.task.mockResolvedValue(taskDetail());
});

/** The Count tab of plan pl-1, its scan field ready. */
async function showBench() {
  renderAt("/p/counts?tab=count&plan=pl-1", <CountsScreen />);
  return screen.findByTestId("count-scan");
}

const scan = wedgeScan;

describe("the floor's count", () => {
  it("lists the next locations of the plan in walk order, their codes only", async () => {
    await showBench();
    const next = await screen.findByTestId("count-next");
    expect(within(next).getByText("A-01-01")).toBeTruthy();
    expect(within(next).getByText("A-01-02")).toBeTruthy();
    expect(within(next).getByText("2 locations left to count")).toBeTruthy();
    expect(api.tasks).toHaveBeenCalledWith({
      plan_id: "pl-1",
      to_count: true,
      walk: undefined,
      cur_page: 1,
      page_size: 12,
    });
  });

  it("opens a scanned location, adds a unit per item scan, and submits its lines when it is scanned again", async () => {
    const field = await showBench();
    scan(field, "A-01-01");
    await waitFor(() => expect(api.scan).toHaveBeenCalledWith({ plan_id: "pl-1", location_code: "A-01-01" }));
    expect(await screen.findByText("Counting location A-01-01")).toBeTruthy();
    scan(field, "EB-100-BLK");
    scan(field, "0123456789012");
    scan(field, "EB-100-BLK");
    await waitFor(() => expect(screen.getAllByTestId("count-line")).toHaveLength(2));
    expect((screen.getByLabelText("Units of EB-100-BLK") as HTMLInputElement).value).toBe("2");
    expect((screen.getByLabelText("Units of 0123456789012") as HTMLInputElement).value).toBe("1");
    fireEvent.change(screen.getByLabelText("Batch of 0123456789012 (optional)"), {
      target: { value: " L7 " },
    });
    scan(field, "a-01-01");
    await waitFor(() =>
      expect(api.submit).toHaveBeenCalledWith({
        task_id: "t-1",
        lines: [
          { code: "EB-100-BLK", batch: "", quantity: 2 },
          { code: "0123456789012", batch: "L7", quantity: 1 },
        ],
      }),
    );
    expect(await screen.findByText("A-01-01 counted, no variance.")).toBeTruthy();
    expect(screen.queryByTestId("count-line")).toBeNull();
    expect(screen.getByText("Scan a location to count it")).toBeTruthy();
    // Blind: no expected figure anywhere, and the task's detail (which holds them) never asked for.
    expect(api.task).not.toHaveBeenCalled();
    expect(screen.queryByText(/Expected/i)).toBeNull();
    expect(screen.queryByText("10")).toBeNull();
  });

  it("submits typed quantities with Location done, without a removed line, and says a recount follows", async () => {
    api.submit.mockResolvedValue(task({ status: "recount" }));
    const field = await showBench();
    // A fast scanner: the items come before the location's scan is answered, and wait for it.
    scan(field, "A-01-01");
    scan(field, "EB-100-BLK");
    scan(field, "CASE-1");
    const units = await screen.findByLabelText("Units of EB-100-BLK");
    fireEvent.change(units, { target: { value: "24" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove CASE-1" }));
    fireEvent.click(screen.getByTestId("count-done"));
    await waitFor(() =>
      expect(api.submit).toHaveBeenCalledWith({
        task_id: "t-1",
        lines: [{ code: "EB-100-BLK", batch: "", quantity: 24 }],
      }),
    );
    expect(await screen.findByText("A-01-01 counted: another operator will count it again.")).toBeTruthy();
  });

  it("records a location as empty only after asking", async () => {
    api.submit.mockResolvedValue(task({ status: "review" }));
    const field = await showBench();
    scan(field, "A-01-01");
    await screen.findByText("Counting location A-01-01");
    scan(field, "A-01-01");
    expect(await screen.findByText("Nothing counted: record the location as empty?")).toBeTruthy();
    expect(api.submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Record as empty" }));
    await waitFor(() => expect(api.submit).toHaveBeenCalledWith({ task_id: "t-1", lines: [] }));
    expect(await screen.findByText("A-01-01 counted: waiting for review.")).toBeTruthy();
  });

  it("asks about an empty location only once the scanner has let go of its Enter, its OK focused", async () => {
    const field = await showBench();
    scan(field, "A-01-01");
    await screen.findByText("Counting location A-01-01");
    // The scan's Enter still down: a prompt opened now would take its keypress and close unread.
    fireEvent.change(field, { target: { value: "A-01-01" } });
    fireEvent.keyDown(field, { key: "Enter", code: "Enter", keyCode: 13 });
    await settle();
    expect(screen.queryByText("Nothing counted: record the location as empty?")).toBeNull();
    fireEvent.keyUp(field, { key: "Enter", code: "Enter", keyCode: 13 });
    expect(await screen.findByText("Nothing counted: record the location as empty?")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Record as empty" })),
    );
    expect(api.submit).not.toHaveBeenCalled();
  });

  it("shows a refused scan beside the field and keeps the focus there", async () => {
    api.scan.mockRejectedValue(
      new ApiError(4009, "Location B-09 is not in this count, or it is already counted"),
    );
    const field = await showBench();
    scan(field, "B-09");
    expect((await screen.findByTestId("count-scan-error")).textContent).toContain(
      "Location B-09 is not in this count, or it is already counted",
    );
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByTestId("count-line")).toBeNull();
  });
});
