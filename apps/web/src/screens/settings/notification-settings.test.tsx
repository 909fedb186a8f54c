import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { App } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { NotificationSettings, notificationsApi } from "./notification-settings.tsx";

await i18nReady;

const api = mockApi(notificationsApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const render_ = () =>
  render(
    <App>
      <QueryClientProvider client={new QueryClient()}>
        <NotificationSettings area="ds" />
      </QueryClientProvider>
    </App>,
  );

describe("notification settings", () => {
  it("shows a mail per order by default and saves the daily digest when chosen", async () => {
    api.preferences.mockResolvedValue({ provider_uuid: null, theme: "darkTheme" });
    api.save.mockResolvedValue({ provider_uuid: null, theme: "darkTheme", shipped_mail: "digest" });
    render_();
    const group = await screen.findByRole("radiogroup", { name: "Shipped orders" });
    expect(group).toBeTruthy();
    const each = screen.getByRole("radio", { name: "One mail per order, as it ships" }) as HTMLInputElement;
    const digest = screen.getByRole("radio", {
      name: "One daily digest of the day's shipped orders",
    }) as HTMLInputElement;
    expect(each.checked).toBe(true);
    fireEvent.click(digest);
    await vi.waitFor(() => expect(api.save).toHaveBeenCalledWith("ds", "digest"));
    await vi.waitFor(() => expect(digest.checked).toBe(true));
  });
});
