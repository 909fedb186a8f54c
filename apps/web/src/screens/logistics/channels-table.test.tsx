import { cleanup, screen } from "@testing-library/react";
import type { TChannel } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt } from "../../test/render-at.tsx";
import { warehousingApi } from "../warehousing/warehousing-api.ts";
import { ChannelsTable } from "./channels-table.tsx";
import { logisticsApi } from "./logistics-api.ts";

await i18nReady;

const api = mockApi(logisticsApi);
const warehousing = mockApi(warehousingApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const channel = (id: string, code: string, tariff: TChannel["tariff"]) =>
  ({
    id,
    code,
    name: `${code} channel`,
    internal_channel_id: "",
    warehouse_id: "wh-1",
    warehouse_code: "WH1",
    carrier_kind: "manual",
    tariff,
    api_account_name: null,
    packaging_material_name: null,
    status: "enabled",
    updated_at: 1_900_000_000,
  }) as TChannel;

describe("the channels table", () => {
  it("shows each channel's carrier tariff in one short line, or a dash for none", async () => {
    const channels = [
      channel("ch-1", "YUN", { first_kg: "0.5", first_price: "6.10", step_kg: "0.5", step_price: "1.20" }),
      channel("ch-2", "SELF", null),
    ];
    api.channels.mockResolvedValue({ list: channels, total: 2, page_size: 20, cur_page: 1 });
    warehousing.warehouses.mockResolvedValue({ list: [], total: 0, page_size: 200, cur_page: 1 });
    renderAt("/p/logistics", <ChannelsTable />);
    const yun = (await screen.findByText("YUN")).closest("tr") as HTMLElement;
    expect(screen.getByRole("columnheader", { name: "Carrier's tariff" })).toBeTruthy();
    const column = [...(yun.closest("table")?.querySelectorAll("th") ?? [])].findIndex(
      (th) => th.textContent === "Carrier's tariff",
    );
    const cellOf = (row: HTMLElement) => row.querySelectorAll("td")[column]?.textContent;
    expect(cellOf(yun)).toBe("6.10 up to 0.5 kg, +1.20 per 0.5 kg");
    expect(cellOf(screen.getByText("SELF").closest("tr") as HTMLElement)).toBe("—");
  });
});
