import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { renderAt, shipperOf } from "../../test/render-at.tsx";
import { detail, mockReturnsScreens, page, receivedRma, rma, shipperProviders } from "./returns-fixtures.ts";
import { DsReturnsScreen, PReturnsScreen } from "./returns-screen.tsx";

await i18nReady;

const { api } = mockReturnsScreens();

beforeEach(() => {
  api.list.mockResolvedValue(page([rma(), receivedRma]));
});

async function press(code: string, button: string, shipper = false) {
  if (shipper) renderAt("/ds/returns", <DsReturnsScreen />, shipperOf(shipperProviders));
  else renderAt("/p/returns", <PReturnsScreen />);
  const table = await screen.findByTestId("returns-list");
  const row = (await within(table).findByText(code)).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByRole("button", { name: button }));
}

describe("a merchant's RMA before it arrives", () => {
  it("adds the tracking number, required, with the provider in scope", async () => {
    api.ship.mockResolvedValue(detail({ ...rma(), status: "in_transit", tracking_number: "1Z1" }));
    await press("RM202606010001", "Add tracking…", true);
    const dialog = await screen.findByTestId("return-ship-modal");
    expect(dialog.textContent).toContain("the warehouse finds the return by scanning this number");
    fireEvent.click(screen.getByTestId("return-ship-ok"));
    expect(await within(dialog).findByText("Enter the parcel's tracking number")).toBeTruthy();
    expect(api.ship).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Tracking number"), { target: { value: " 1Z1 " } });
    fireEvent.click(screen.getByTestId("return-ship-ok"));
    await waitFor(() =>
      expect(api.ship).toHaveBeenCalledWith({
        provider_uuid: "p-1",
        return_id: "rt-1",
        tracking_number: "1Z1",
      }),
    );
    expect(await screen.findByText("Return RM202606010001 is in transit")).toBeTruthy();
  });

  it("cancels only with a reason, in the danger colour, and shows a refusal in the modal", async () => {
    api.cancel.mockRejectedValueOnce(
      new ApiError(
        4009,
        "Return RM202606010001 is not at the step for that now: refresh it to see where it stands",
      ),
    );
    await press("RM202606010001", "Cancel…");
    const dialog = await screen.findByTestId("return-cancel-modal");
    expect(screen.getByText("Cancel return RM202606010001?")).toBeTruthy();
    expect(screen.getByTestId("return-cancel-ok").className).toContain("ant-btn-dangerous");
    fireEvent.click(screen.getByTestId("return-cancel-ok"));
    expect(await within(dialog).findByText("Say why the return is cancelled")).toBeTruthy();
    expect(api.cancel).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: " Buyer kept it " } });
    fireEvent.click(screen.getByTestId("return-cancel-ok"));
    await waitFor(() =>
      expect(api.cancel).toHaveBeenCalledWith({
        provider_uuid: undefined,
        return_id: "rt-1",
        reason: "Buyer kept it",
      }),
    );
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "is not at the step for that now",
    );
  });

  it("prints the return slip as a PDF in a new tab", async () => {
    const tab = { location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(tab as never);
    api.slipUrl.mockResolvedValue("blob:slip");
    await press("RM202606010001", "Print slip", true);
    await waitFor(() =>
      expect(api.slipUrl).toHaveBeenCalledWith({ provider_uuid: "p-1", return_id: "rt-1" }),
    );
    await waitFor(() => expect(tab.location.href).toBe("blob:slip"));
  });
});

describe("the staff's steps", () => {
  it("receives with the tracking number it lacked", async () => {
    api.list.mockResolvedValue(page([rma({ actions: ["ship", "receive", "cancel"] })]));
    api.receive.mockResolvedValue(detail({ ...rma(), status: "received" }));
    await press("RM202606010001", "Receive…");
    const dialog = await screen.findByTestId("return-receive-modal");
    fireEvent.change(within(dialog).getByLabelText("Tracking number (optional)"), {
      target: { value: "1Z2" },
    });
    fireEvent.click(screen.getByTestId("return-receive-ok"));
    await waitFor(() =>
      expect(api.receive).toHaveBeenCalledWith({ return_id: "rt-1", tracking_number: "1Z2", photos: [] }),
    );
  });

  it("finishes an inspection after saying how many units will be missing", async () => {
    api.finish.mockResolvedValue(detail({ status: "inspected", actions: ["close"] }));
    await press("RM202605300002", "Finish inspection…");
    const dialog = await screen.findByTestId("return-finish-modal");
    expect(dialog.textContent).toContain("3 units not inspected will be recorded as missing");
    fireEvent.click(screen.getByTestId("return-finish-ok"));
    await waitFor(() => expect(api.finish).toHaveBeenCalledWith({ return_id: "rt-2" }));
    expect(await screen.findByText("Inspection of return RM202605300002 finished")).toBeTruthy();
  });

  it("closes an inspected RMA after confirming", async () => {
    api.list.mockResolvedValue(page([{ ...receivedRma, status: "inspected", actions: ["close"] }]));
    api.close.mockResolvedValue(detail({ status: "closed", actions: [] }));
    await press("RM202605300002", "Close…");
    await screen.findByTestId("return-close-modal");
    fireEvent.click(screen.getByTestId("return-close-ok"));
    await waitFor(() => expect(api.close).toHaveBeenCalledWith({ return_id: "rt-2" }));
  });
});
