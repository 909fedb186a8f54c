import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { renderAt } from "../../test/render-at.tsx";
import { detail, found, mockReturnsScreens, parcel, rma } from "./returns-fixtures.ts";
import { PReturnsScreen } from "./returns-screen.tsx";

await i18nReady;

const { api } = mockReturnsScreens();

const inTransit = rma({
  status: "in_transit",
  tracking_number: "1Z999",
  actions: ["ship", "receive", "cancel"],
});

beforeEach(() => {
  api.receive.mockResolvedValue(detail({ ...inTransit, status: "received", actions: ["inspect", "finish"] }));
});

/** The bench, with `scan` scanned (a keyboard-wedge scanner types it and presses Enter). */
async function scan(text: string) {
  renderAt("/p/returns?tab=receive", <PReturnsScreen />);
  const field = await screen.findByTestId("return-bench-scan");
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: "Enter", code: "Enter", keyCode: 13 });
  await waitFor(() => expect(api.find).toHaveBeenCalledWith(text));
}

describe("the returns bench", () => {
  it("shows the one RMA a tracking number matches, and receives it with photos", async () => {
    api.find.mockResolvedValue(found("tracking", [inTransit]));
    api.uploadPhoto.mockResolvedValue({ url: "/api/files/returns/box.jpg" });
    await scan("1Z999");
    const card = await screen.findByTestId("return-match");
    for (const text of ["Return RM202606010001", "ACME01 Acme", "SO-1001", "Jane Buyer", "In transit"])
      expect(within(card).getByText(text)).toBeTruthy();
    // It has its tracking number: none is asked.
    expect(within(card).queryByLabelText("Tracking number (optional)")).toBeNull();
    const input = card.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["jpg"], "box.jpg", { type: "image/jpeg" })] } });
    expect(await within(card).findByAltText("Photo 1")).toBeTruthy();
    fireEvent.click(within(card).getByTestId("return-bench-receive"));
    await waitFor(() =>
      expect(api.receive).toHaveBeenCalledWith({
        return_id: "rt-1",
        tracking_number: "",
        photos: ["/api/files/returns/box.jpg"],
      }),
    );
    expect(
      await within(card).findByText("Return RM202606010001 received: its units wait for inspection."),
    ).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Inspect now" })).toBeTruthy();
  });

  it("asks the tracking number of an RMA found by its code that has none", async () => {
    api.find.mockResolvedValue(found("code", [rma({ actions: ["ship", "receive", "cancel"] })]));
    await scan("RM202606010001");
    const card = await screen.findByTestId("return-match");
    fireEvent.change(within(card).getByLabelText("Tracking number (optional)"), {
      target: { value: " 1Z5 " },
    });
    fireEvent.click(within(card).getByTestId("return-bench-receive"));
    await waitFor(() =>
      expect(api.receive).toHaveBeenCalledWith({ return_id: "rt-1", tracking_number: "1Z5", photos: [] }),
    );
  });

  it("lists the candidates of an order code to choose from, then shows the chosen one", async () => {
    api.find.mockResolvedValue(
      found("order", [inTransit, rma({ id: "rt-3", code: "RM202606010003", consignee: "John Buyer" })]),
    );
    await scan("SO-1001");
    const list = await screen.findByTestId("return-candidates");
    expect(within(list).getByText("2 returns of order SO-1001: choose the parcel's")).toBeTruthy();
    expect(within(list).getByText("John Buyer")).toBeTruthy();
    expect(screen.queryByTestId("return-match")).toBeNull();
    fireEvent.click(within(list).getByRole("button", { name: "Choose return RM202606010003" }));
    const card = await screen.findByTestId("return-match");
    expect(within(card).getByText("Return RM202606010003")).toBeTruthy();
  });

  it("offers to record a parcel nothing matches, described by one of tracking, markings or photos", async () => {
    api.find.mockResolvedValue(found("none", []));
    api.recordUnidentified.mockResolvedValue(parcel({ tracking_number: "", markings: "From J. Smith" }));
    await scan("9400111");
    const form = await screen.findByTestId("unidentified-form");
    const tracking = within(form).getByLabelText("Tracking number") as HTMLInputElement;
    expect(tracking.value).toBe("9400111");
    fireEvent.change(tracking, { target: { value: "" } });
    fireEvent.click(within(form).getByTestId("unidentified-record"));
    expect(
      await within(form).findByText(
        "Give the tracking number, what is written on the parcel, or a photo, so its owner can be found",
      ),
    ).toBeTruthy();
    expect(api.recordUnidentified).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText("Written on the parcel"), {
      target: { value: " From J. Smith " },
    });
    fireEvent.click(within(form).getByTestId("unidentified-record"));
    await waitFor(() =>
      expect(api.recordUnidentified).toHaveBeenCalledWith({
        warehouse_id: "w-1",
        tracking_number: "",
        markings: "From J. Smith",
        photos: [],
      }),
    );
    expect(
      await screen.findByText("Parcel UR202606010001 recorded: it waits under Unidentified parcels."),
    ).toBeTruthy();
    expect(screen.queryByTestId("unidentified-form")).toBeNull();
  });

  it("shows a failed lookup under the scan field", async () => {
    api.find.mockRejectedValue(new ApiError(4001, "Scan the slip's barcode or the tracking number"));
    await scan("?");
    expect((await screen.findByTestId("return-bench-scan-error")).textContent).toContain(
      "Scan the slip's barcode or the tracking number",
    );
  });
});
