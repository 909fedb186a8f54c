import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt } from "../../test/render-at.tsx";
import { face, mockReplenishmentScreens, page } from "./replenishment-fixtures.ts";
import { ReplenishmentScreen } from "./replenishment-screen.tsx";

await i18nReady;

const { api } = mockReplenishmentScreens();

const full = face({
  id: "f-2",
  location_code: "P-02-04",
  sku: "CASE-1",
  name_en: "Phone case",
  name_cn: "手机壳",
  owner_code: "BETA02",
  min_quantity: 10,
  max_quantity: 50,
  free: 44,
  in_storage: 0,
  below_min: false,
  open_task_code: null,
});

beforeEach(() => {
  api.faces.mockResolvedValue(page([face(), full]));
  api.deleteFace.mockResolvedValue(null);
  api.run.mockResolvedValue({ created: 2 });
});

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;
const lastQuery = () => api.faces.mock.lastCall?.[0];

async function showFaces(url = "/p/replenishment") {
  renderAt(url, <ReplenishmentScreen />);
  const table = await screen.findByTestId("pick-faces");
  await within(table).findByText("P-01-01");
  return table;
}

describe("the pick faces", () => {
  it("lists each face's place, SKU, limits and stock, and tags those below their minimum", async () => {
    await showFaces();
    const low = rowOf("P-01-01");
    for (const text of [
      "LAX1",
      "EB-100-BLK",
      "Earbuds black",
      "ACME01",
      "5",
      "20",
      "3",
      "240",
      "RP202606010001",
    ])
      expect(within(low).getByText(text)).toBeTruthy();
    expect(within(low).getByTestId("pick-face-below-min").textContent).toBe("Below minimum");
    const fine = rowOf("P-02-04");
    expect(within(fine).queryByTestId("pick-face-below-min")).toBeNull();
    expect(within(fine).getByText("—")).toBeTruthy();
  });

  it("sends the search, the warehouse and the below-minimum filter to the server", async () => {
    await showFaces();
    const search = screen.getByLabelText("SKU, barcode or location");
    fireEvent.change(search, { target: { value: " EB-100 " } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ keyword: "EB-100" })));
    await chooseOption("Warehouse", "NYC1 · New York");
    fireEvent.click(screen.getByText("Below minimum only"));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        warehouse_id: "w-2",
        keyword: "EB-100",
        below_min: true,
        cur_page: 1,
        page_size: 20,
      }),
    );
  });

  it("says so when no face is set yet", async () => {
    api.faces.mockResolvedValue(page([]));
    renderAt("/p/replenishment", <ReplenishmentScreen />);
    expect(await screen.findByText(/^No pick faces yet/)).toBeTruthy();
  });

  it("removes a face after asking", async () => {
    await showFaces();
    fireEvent.click(within(rowOf("P-01-01")).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText(
        "Remove the pick face of EB-100-BLK at P-01-01? Its open replenishment task is cancelled.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "Delete" }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.deleteFace).toHaveBeenCalledWith({ id: "f-1" }));
    expect(await screen.findByText("Pick face of EB-100-BLK at P-01-01 removed")).toBeTruthy();
  });

  it("replenishes the warehouse of the filter at once, and says how many tasks were made", async () => {
    await showFaces("/p/replenishment?warehouse_id=w-1");
    fireEvent.click(screen.getByTestId("replenish-now"));
    await waitFor(() => expect(api.run).toHaveBeenCalledWith({ warehouse_id: "w-1" }));
    expect(await screen.findByText("2 replenishment tasks made")).toBeTruthy();
    expect(screen.queryByTestId("replenish-now-modal")).toBeNull();
  });

  it("asks for the warehouse when none is chosen, then filters the list on it", async () => {
    api.run.mockResolvedValue({ created: 0 });
    await showFaces();
    fireEvent.click(screen.getByTestId("replenish-now"));
    const dialog = await screen.findByTestId("replenish-now-modal");
    fireEvent.click(within(dialog).getByTestId("replenish-now-ok"));
    expect(await within(dialog).findByText("Choose the warehouse to replenish")).toBeTruthy();
    expect(api.run).not.toHaveBeenCalled();
    await chooseOption("Warehouse", "LAX1 · Los Angeles", dialog);
    fireEvent.click(within(dialog).getByTestId("replenish-now-ok"));
    await waitFor(() => expect(api.run).toHaveBeenCalledWith({ warehouse_id: "w-1" }));
    expect(
      await screen.findByText("No pick face of the warehouse is below its minimum: no task made"),
    ).toBeTruthy();
    await waitFor(() => expect(lastQuery()).toEqual(expect.objectContaining({ warehouse_id: "w-1" })));
  });

  it("shows why the server refused to replenish", async () => {
    api.run.mockRejectedValue(new ApiError(4004, "This warehouse does not exist"));
    await showFaces("/p/replenishment?warehouse_id=w-1");
    fireEvent.click(screen.getByTestId("replenish-now"));
    expect(await screen.findByText("This warehouse does not exist")).toBeTruthy();
  });
});
