import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TReturnDetail } from "@wms/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { renderAt } from "../../test/render-at.tsx";
import { detail, line, mockReturnsScreens, page, receivedRma } from "./returns-fixtures.ts";
import { PReturnsScreen } from "./returns-screen.tsx";

await i18nReady;

const { api } = mockReturnsScreens();

/** The answer after `quantity` units of the line went to `disposition` at `location`. */
const inspected = (
  quantity: number,
  disposition: "restock" | "relabel" | "quarantine",
  location: string,
): TReturnDetail =>
  detail({
    inspected_count: quantity,
    lines: [line({ remaining: 3 - quantity, done: { ...line().done, [disposition]: quantity } })],
    units: [
      {
        id: "u-9",
        line_id: "l-1",
        sku: "EB-100-BLK",
        quantity,
        disposition,
        location_code: location,
        note: "",
        photos: [],
        inspected_by: "demo-operator",
        inspected_at: 1_900_070_000,
      },
    ],
  });

beforeEach(() => {
  api.list.mockResolvedValue(page([receivedRma]));
  api.detail.mockResolvedValue(detail());
});

/** Opens the received RMA's inspection from its row: the drawer with the inspection form. */
async function openInspection() {
  renderAt("/p/returns", <PReturnsScreen />);
  const table = await screen.findByTestId("returns-list");
  const row = (await within(table).findByText("RM202605300002")).closest("tr") as HTMLElement;
  fireEvent.click(within(row).getByRole("button", { name: "Inspect…" }));
  return screen.findByTestId("return-inspect");
}

const field = (panel: HTMLElement, label: string) =>
  within(panel).getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
const record = () => fireEvent.click(screen.getByTestId("return-inspect-ok"));

describe("inspecting a received return", () => {
  it("scans the SKU, fills the suggested bin, and sends the units with their disposition; the drawer shows the answer", async () => {
    api.inspect.mockResolvedValue(inspected(2, "restock", "A-01-01"));
    const panel = await openInspection();
    const sku = field(panel, "SKU or barcode (scan)");
    fireEvent.change(sku, { target: { value: "0123456789012" } });
    fireEvent.keyDown(sku, { key: "Enter", code: "Enter", keyCode: 13 });
    // The scanner's Enter goes on to the units instead of recording.
    await waitFor(() => expect(document.activeElement).toBe(field(panel, "Units")));
    expect(api.inspect).not.toHaveBeenCalled();
    expect(await within(panel).findByText("Earbuds black: 3 left to inspect")).toBeTruthy();
    await waitFor(() => expect(field(panel, "Sellable location").value).toBe("A-01-01"));
    fireEvent.change(field(panel, "Units"), { target: { value: "4" } });
    record();
    expect(await within(panel).findByText("Enter a whole number of units from 1 to 3")).toBeTruthy();
    expect(api.inspect).not.toHaveBeenCalled();
    fireEvent.change(field(panel, "Units"), { target: { value: "2" } });
    fireEvent.change(field(panel, "Note (optional)"), { target: { value: " Sealed " } });
    record();
    await waitFor(() =>
      expect(api.inspect).toHaveBeenCalledWith({
        return_id: "rt-2",
        sku: "0123456789012",
        quantity: 2,
        disposition: "restock",
        location_code: "A-01-01",
        note: "Sealed",
        photos: [],
      }),
    );
    expect(await screen.findByText("2 units of EB-100-BLK: Restock")).toBeTruthy();
    const units = await screen.findByTestId("return-units");
    expect(within(units).getByText("A-01-01")).toBeTruthy();
    await waitFor(() => expect(field(panel, "SKU or barcode (scan)").value).toBe(""));
  });

  it("asks for a photo before quarantining, and sends the defect bin and the photo", async () => {
    api.inspect.mockResolvedValue(inspected(1, "quarantine", "DEF-01"));
    api.uploadPhoto.mockResolvedValue({ url: "/api/files/returns/damage.jpg" });
    const panel = await openInspection();
    fireEvent.change(field(panel, "SKU or barcode (scan)"), { target: { value: "EB-100-BLK" } });
    fireEvent.click(within(panel).getByRole("radio", { name: "Quarantine" }));
    await waitFor(() => expect(field(panel, "Defect location").value).toBe("DEF-01"));
    expect(within(panel).getByText("Quarantine needs at least one photo of the damage")).toBeTruthy();
    record();
    expect(
      await within(panel).findByText("Take a photo of the damage before quarantining the unit"),
    ).toBeTruthy();
    expect(api.inspect).not.toHaveBeenCalled();

    const input = panel.querySelector('input[type="file"]') as HTMLInputElement;
    const photo = new File(["jpg"], "damage.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() => expect(api.uploadPhoto).toHaveBeenCalledWith(photo));
    expect(await within(panel).findByAltText("Photo 1")).toBeTruthy();
    record();
    await waitFor(() =>
      expect(api.inspect).toHaveBeenCalledWith({
        return_id: "rt-2",
        sku: "EB-100-BLK",
        quantity: 1,
        disposition: "quarantine",
        location_code: "DEF-01",
        note: "",
        photos: ["/api/files/returns/damage.jpg"],
      }),
    );
  });

  it("sends no bin for a unit disposed of", async () => {
    api.inspect.mockResolvedValue(detail());
    const panel = await openInspection();
    fireEvent.change(field(panel, "SKU or barcode (scan)"), { target: { value: "EB-100-BLK" } });
    fireEvent.click(within(panel).getByRole("radio", { name: "Dispose" }));
    await waitFor(() => expect(within(panel).queryByLabelText("Sellable location")).toBeNull());
    record();
    await waitFor(() =>
      expect(api.inspect).toHaveBeenCalledWith(
        expect.objectContaining({ disposition: "dispose", location_code: "" }),
      ),
    );
  });

  it("offers the new label after a relabel, one per unit, printed by the product the RMA line names", async () => {
    const tab = { location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(tab as never);
    const answer = inspected(2, "relabel", "A-01-01");
    // The line of the answer names the SKU's product: the label is printed by it, with nothing looked up.
    answer.lines = answer.lines.map((l) => ({ ...l, product_uuid: "pr-earbuds" }));
    api.inspect.mockResolvedValue(answer);
    api.labelUrl.mockResolvedValue("blob:label");
    const panel = await openInspection();
    fireEvent.change(field(panel, "SKU or barcode (scan)"), { target: { value: "EB-100-BLK" } });
    fireEvent.click(within(panel).getByRole("radio", { name: "Relabel" }));
    fireEvent.change(field(panel, "Units"), { target: { value: "2" } });
    record();
    const offer = await within(panel).findByTestId("return-relabel-offer");
    expect(offer.textContent).toContain("2 units of EB-100-BLK to relabel");
    expect(api.labelUrl).not.toHaveBeenCalled();
    fireEvent.click(within(offer).getByRole("button", { name: /Print new label/ }));
    await waitFor(() =>
      expect(api.labelUrl).toHaveBeenCalledWith({
        product_uuids: ["pr-earbuds"],
        variant_ids: ["v-1"],
        copies: 2,
      }),
    );
    expect(api.labelUrl).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.location.href).toBe("blob:label"));
  });
});
