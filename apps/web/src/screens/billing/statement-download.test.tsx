import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt } from "../../test/render-at.tsx";
import { billingApi } from "./billing-api.ts";
import { utcMonthStart } from "./billing-texts.ts";
import { StatementDownload } from "./statement-download.tsx";

await i18nReady;

const api = mockApi(billingApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const month = utcMonthStart().slice(0, 7);

describe("the monthly statement download", () => {
  it("downloads the drop shipper's statement of the current UTC month from its provider, as PDF or xlsx", async () => {
    api.statementPdf.mockResolvedValue(true);
    api.statementXlsx.mockResolvedValue(true);
    renderAt("/ds/billing?tab=charges", <StatementDownload providerUuid="p-1" />);
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() =>
      expect(api.statementPdf).toHaveBeenCalledWith({ provider_uuid: "p-1", customer_id: undefined, month }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Download xlsx" }));
    await waitFor(() =>
      expect(api.statementXlsx).toHaveBeenCalledWith({ provider_uuid: "p-1", customer_id: undefined, month }),
    );
  });

  it("waits for the provider to choose a customer in the list's filter, then downloads that customer's", async () => {
    api.statementXlsx.mockResolvedValue(true);
    renderAt("/p/billing?tab=charges", <StatementDownload />);
    expect(screen.getByText("Choose a customer in the filter to download its statement")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download xlsx" }).hasAttribute("disabled")).toBe(true);
    cleanup();
    renderAt("/p/billing?tab=charges&customer_id=c-1", <StatementDownload />);
    fireEvent.click(screen.getByRole("button", { name: "Download xlsx" }));
    await waitFor(() =>
      expect(api.statementXlsx).toHaveBeenCalledWith({ provider_uuid: undefined, customer_id: "c-1", month }),
    );
  });
});
