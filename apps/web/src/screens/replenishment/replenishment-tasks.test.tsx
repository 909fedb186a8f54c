import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt } from "../../test/render-at.tsx";
import { mockReplenishmentScreens, page, task } from "./replenishment-fixtures.ts";
import { ReplenishmentScreen } from "./replenishment-screen.tsx";

await i18nReady;

const { api } = mockReplenishmentScreens();

const done = task({
  id: "rp-2",
  code: "RP202605310007",
  status: "done",
  reason: "wave",
  wave_code: "W202605310002",
  batch: "",
  moved: 15,
  done_at: 1_899_990_000,
  done_by: "demo-operator",
});

beforeEach(() => {
  api.list.mockResolvedValue(page([task(), done]));
  api.cancel.mockResolvedValue(task({ status: "cancelled" }));
});

const rowOf = (code: string) => screen.getByText(code).closest("tr") as HTMLElement;
const lastQuery = () => api.list.mock.lastCall?.[0];

async function showTasks() {
  renderAt("/p/replenishment?tab=tasks", <ReplenishmentScreen />);
  const table = await screen.findByTestId("replenishment-tasks");
  await within(table).findByText("RP202606010001");
  return table;
}

describe("the replenishment tasks", () => {
  it("asks for the open tasks first and lists each one's route, reason and status", async () => {
    await showTasks();
    expect(api.list).toHaveBeenCalledWith({
      warehouse_id: undefined,
      keyword: undefined,
      status: "open",
      cur_page: 1,
      page_size: 20,
    });
    const open = rowOf("RP202606010001");
    for (const text of [
      "EB-100-BLK",
      "Earbuds black",
      "L7",
      "S-03-02 → P-01-01",
      "17",
      "Below minimum",
      "Open",
    ])
      expect(within(open).getByText(text)).toBeTruthy();
    expect(within(open).getByTestId("replenishment-do")).toBeTruthy();
    const finished = rowOf("RP202605310007");
    for (const text of ["For wave W202605310002", "15", "Done", "demo-operator"])
      expect(within(finished).getByText(text)).toBeTruthy();
    expect(within(finished).queryByTestId("replenishment-do")).toBeNull();
    expect(within(finished).queryByTestId("replenishment-cancel")).toBeNull();
  });

  it("sends the status, the warehouse and the search to the server", async () => {
    await showTasks();
    fireEvent.click(screen.getByText("All"));
    await chooseOption("Warehouse", "LAX1 · Los Angeles");
    const search = screen.getByLabelText("Task code, SKU or location");
    fireEvent.change(search, { target: { value: "S-03" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        warehouse_id: "w-1",
        keyword: "S-03",
        status: undefined,
        cur_page: 1,
        page_size: 20,
      }),
    );
    fireEvent.click(screen.getByText("Cancelled"));
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ status: "cancelled" })));
  });

  it("cancels an open task only with a reason", async () => {
    await showTasks();
    fireEvent.click(within(rowOf("RP202606010001")).getByTestId("replenishment-cancel"));
    const dialog = await screen.findByTestId("replenishment-cancel-modal");
    expect(within(dialog).getByText("Cancel replenishment RP202606010001?")).toBeTruthy();
    expect(
      within(dialog).getByText(/^17 × EB-100-BLK will not be moved from S-03-02 to P-01-01/),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "   " } });
    fireEvent.click(screen.getByTestId("replenishment-cancel-ok"));
    expect(await within(dialog).findByText("Say why the task is cancelled")).toBeTruthy();
    expect(api.cancel).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Reason"), {
      target: { value: " Bin S-03-02 is empty " },
    });
    fireEvent.click(screen.getByTestId("replenishment-cancel-ok"));
    await waitFor(() =>
      expect(api.cancel).toHaveBeenCalledWith({ task_id: "rp-1", note: "Bin S-03-02 is empty" }),
    );
    expect(await screen.findByText("Replenishment RP202606010001 cancelled")).toBeTruthy();
  });
});
