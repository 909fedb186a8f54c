import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { formatTime } from "../../components/format.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt } from "../../test/render-at.tsx";
import { detail, mockReturnsScreens, page, parcel, rma } from "./returns-fixtures.ts";
import { PReturnsScreen } from "./returns-screen.tsx";

await i18nReady;

const { api } = mockReturnsScreens();

const assigned = parcel({
  id: "ur-2",
  code: "UR202605310004",
  status: "assigned",
  photos: [],
  return_id: "rt-5",
  return_code: "RM202605310005",
  customer_name: "Acme",
  assigned_by: "demo-provider",
  assigned_at: 1_900_080_000,
});

beforeEach(() => {
  api.unidentified.mockResolvedValue(page([parcel(), assigned]));
  api.ofCustomer.mockImplementation(async (_customer, status) =>
    page(status === "in_transit" ? [rma({ status: "in_transit", tracking_number: "1Z999" })] : []),
  );
  api.assignUnidentified.mockResolvedValue(detail({ code: "RM202606010001" }));
});

const rowOf = (code: string) => screen.getByText(code).closest("tr") as HTMLElement;

async function showParcels() {
  renderAt("/p/returns?tab=unidentified", <PReturnsScreen />);
  const table = await screen.findByTestId("unidentified-list");
  await within(table).findByText("UR202606010001");
  return table;
}

async function openAssign() {
  await showParcels();
  fireEvent.click(within(rowOf("UR202606010001")).getByRole("button", { name: "Assign…" }));
  return screen.findByTestId("unidentified-assign-modal");
}

describe("the unidentified parcels", () => {
  it("lists each parcel with what identifies it, and filters and sorts on the server", async () => {
    await showParcels();
    const waiting = rowOf("UR202606010001");
    for (const text of [
      "LAX1",
      "9400100000000000000000",
      "From J. Smith, Austin TX",
      "Waiting",
      "demo-operator",
    ])
      expect(within(waiting).getByText(text)).toBeTruthy();
    expect(within(waiting).getByAltText("Photo of parcel UR202606010001 1")).toBeTruthy();
    expect(within(waiting).getByText(formatTime(1_900_060_000))).toBeTruthy();
    const done = rowOf("UR202605310004");
    expect(within(done).getByText("RM202605310005 · Acme")).toBeTruthy();
    expect(within(done).queryByRole("button", { name: "Assign…" })).toBeNull();
    await chooseOption("Status", "Waiting");
    await waitFor(() =>
      expect(api.unidentified.mock.lastCall?.[0]).toEqual(expect.objectContaining({ status: "waiting" })),
    );
    fireEvent.click(screen.getByRole("columnheader", { name: "Parcel / warehouse" }));
    await waitFor(() =>
      expect(api.unidentified.mock.lastCall?.[0]).toEqual(
        expect.objectContaining({ sort: "code", order: "asc" }),
      ),
    );
  });

  it("assigns a parcel to the customer's RMA not yet received", async () => {
    const dialog = await openAssign();
    fireEvent.click(screen.getByTestId("unidentified-assign-ok"));
    expect(await within(dialog).findByText("Choose the customer the return is for")).toBeTruthy();
    expect(api.assignUnidentified).not.toHaveBeenCalled();
    await chooseOption("Customer", "ACME01 · acme", dialog);
    await waitFor(() => expect(api.ofCustomer).toHaveBeenCalledWith("c-1", "requested"));
    expect(api.ofCustomer).toHaveBeenCalledWith("c-1", "in_transit");
    await chooseOption("Return (optional)", "RM202606010001 · SO-1001 · Jane Buyer · In transit", dialog);
    fireEvent.click(screen.getByTestId("unidentified-assign-ok"));
    await waitFor(() =>
      expect(api.assignUnidentified).toHaveBeenCalledWith({
        parcel_id: "ur-1",
        customer_id: "c-1",
        return_id: "rt-1",
      }),
    );
    expect(await screen.findByText("Parcel UR202606010001 assigned: return RM202606010001")).toBeTruthy();
  });

  it("assigns a parcel as a new unannounced RMA when no return is chosen", async () => {
    const dialog = await openAssign();
    await chooseOption("Customer", "ACME01 · acme", dialog);
    fireEvent.click(screen.getByTestId("unidentified-assign-ok"));
    await waitFor(() =>
      expect(api.assignUnidentified).toHaveBeenCalledWith({
        parcel_id: "ur-1",
        customer_id: "c-1",
        return_id: undefined,
      }),
    );
  });
});
