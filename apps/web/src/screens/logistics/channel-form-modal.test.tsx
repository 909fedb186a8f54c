import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TChannel } from "@wms/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { billingApi } from "../billing/billing-api.ts";
import { warehousingApi } from "../warehousing/warehousing-api.ts";
import { ChannelFormModal } from "./channel-form-modal.tsx";
import { logisticsApi } from "./logistics-api.ts";

await i18nReady;

const api = mockApi(logisticsApi);
const billing = mockApi(billingApi);
const warehousing = mockApi(warehousingApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const empty = { list: [], total: 0, page_size: 200, cur_page: 1 };

beforeEach(() => {
  api.apiNames.mockResolvedValue([]);
  api.packaging.mockResolvedValue(empty as never);
  api.trackUrls.mockResolvedValue(empty);
  billing.settings.mockResolvedValue({ currency: "USD" });
  warehousing.warehouses.mockResolvedValue({
    ...empty,
    list: [{ id: "wh-1", code: "WH1", name: "East" }],
    total: 1,
  } as never);
});

const channel = (patch: Partial<TChannel> = {}): TChannel => ({
  id: "ch-1",
  name: "Yun Express",
  code: "YUN",
  internal_channel_id: "",
  warehouse_id: "wh-1",
  warehouse_code: "WH1",
  warehouse_name: "East",
  packaging_material_id: null,
  packaging_material_name: null,
  carrier_kind: "manual",
  tariff: { first_kg: "0.5", first_price: "6.10", step_kg: "0.5", step_price: "1.20" },
  api_account_id: null,
  api_account_name: null,
  track_url_id: null,
  track_url_template: null,
  status: "enabled",
  created_at: 1_900_000_000,
  updated_at: 1_900_000_000,
  ...patch,
});

function open(target: TChannel | "new") {
  renderAt("/p/logistics", <ChannelFormModal target={target} onClose={() => {}} onSaved={() => {}} />);
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));
/** The message under a field (its Form.Item's explain). */
const messageOf = (label: string) =>
  field(label).closest(".ant-form-item")?.querySelector(".ant-form-item-explain")?.textContent ?? "";

describe("a channel's carrier tariff", () => {
  it("is a labelled group of four fields, with its help and the billing currency beside the prices", async () => {
    open("new");
    const group = await screen.findByRole("group", { name: "Carrier's tariff" });
    expect(group.getAttribute("aria-describedby")).toBeTruthy();
    expect(group.textContent).toContain("Prices in your billing currency");
    for (const label of ["First weight", "First weight price", "Step weight", "Price per step"])
      expect(within(group).getByLabelText(label, { selector: "input" })).toBeTruthy();
    await waitFor(() => expect(within(group).getAllByText("USD")).toHaveLength(2));
    expect(within(group).getAllByText("kg")).toHaveLength(2);
  });

  it("is all four fields or none, each in its format, checked before sending", async () => {
    open(channel({ tariff: null }));
    await screen.findByRole("group", { name: "Carrier's tariff" });
    type("First weight", "0.5");
    save();
    await waitFor(() =>
      expect(messageOf("Price per step")).toBe("Fill in all four tariff fields, or leave all four empty"),
    );
    expect(messageOf("First weight price")).toBe("Fill in all four tariff fields, or leave all four empty");
    expect(messageOf("First weight")).toBe("");

    type("First weight", "0.5555");
    type("First weight price", "6.105");
    type("Step weight", "0");
    type("Price per step", "1.2");
    save();
    await waitFor(() => expect(messageOf("Step weight")).toBe("The step must be more than 0 kg"));
    expect(messageOf("First weight")).toBe("Weight in kilograms, up to 3 decimals (for example 0.5)");
    expect(messageOf("First weight price")).toBe("A price with up to 2 decimals (for example 6.10)");
    expect(messageOf("Price per step")).toBe("");
    await settle();
    expect(api.updateChannel).not.toHaveBeenCalled();

    // Emptied again, the channel has no tariff: every message goes.
    for (const label of ["First weight", "First weight price", "Step weight", "Price per step"])
      type(label, "");
    await waitFor(() =>
      expect(screen.queryByText(/tariff fields|kilograms|decimals|more than 0/)).toBeNull(),
    );
  });

  it("creates a channel with its tariff, trimmed", async () => {
    api.createChannel.mockResolvedValue(channel());
    open("new");
    await screen.findByRole("group", { name: "Carrier's tariff" });
    type("Channel name", "Yun Express");
    type("Channel code", "yun");
    const warehouse = screen.getByRole("combobox", { name: "Warehouse" });
    fireEvent.mouseDown(warehouse.closest(".ant-select") as HTMLElement);
    fireEvent.click(await screen.findByText("WH1 · East", { selector: ".ant-select-item-option-content" }));
    type("First weight", " 0.5 ");
    type("First weight price", "6.10");
    type("Step weight", "0.5");
    type("Price per step", "1.2");
    save();
    await waitFor(() =>
      expect(api.createChannel).toHaveBeenCalledWith(
        expect.objectContaining({
          code: "YUN",
          warehouse_id: "wh-1",
          tariff: { first_kg: "0.5", first_price: "6.10", step_kg: "0.5", step_price: "1.2" },
        }),
      ),
    );
  });

  it("shows a channel's tariff to edit, and sends null once all four are emptied", async () => {
    api.updateChannel.mockResolvedValue(channel({ tariff: null }));
    open(channel());
    await waitFor(() => expect(field("First weight price").value).toBe("6.10"));
    expect(field("First weight").value).toBe("0.5");
    expect(field("Step weight").value).toBe("0.5");
    expect(field("Price per step").value).toBe("1.20");
    for (const label of ["First weight", "First weight price", "Step weight", "Price per step"])
      type(label, "");
    save();
    await waitFor(() =>
      expect(api.updateChannel).toHaveBeenCalledWith(
        expect.objectContaining({ channel_id: "ch-1", tariff: null }),
      ),
    );
  });

  it("shows the server's refusal under the tariff's field", async () => {
    api.updateChannel.mockRejectedValue(
      new ApiError(4001, "Parameter error", {
        fields: { "tariff.step_kg": "The step is longer than the carrier allows" },
      }),
    );
    open(channel());
    await waitFor(() => expect(field("Step weight").value).toBe("0.5"));
    save();
    await waitFor(() => expect(messageOf("Step weight")).toBe("The step is longer than the carrier allows"));
  });
});
